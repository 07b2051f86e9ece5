import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mailboxDir } from '../mail-sink';
import { linkIn, readMailbox } from './mailbox';

// A mailbox of its own, on a port no server of the run uses.
const baseURL = 'http://127.0.0.1:1';

test.afterEach(() => rmSync(mailboxDir(1), { recursive: true, force: true }));

// Tokens are base64url, so they may hold "--". Quoted-printable wraps long lines with a soft
// break ("=" at a line's end), and a wrap just before "--" starts a line that looks like a
// part's boundary without being one: the link was cut there, and its token "not valid".
test('a link whose wrapped line starts with "--" is read whole', () => {
  const token = `${'a'.repeat(16)}--${'b'.repeat(43)}`;
  const boundary = '--_NmP-171c0d57907feaae-Part_1';
  const raw = [
    'To: x@example.com',
    'Subject: Verify your email address',
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    `Please confirm: http://127.0.0.1:4773/verify-email?token=3D${'a'.repeat(16)}=`,
    `--${'b'.repeat(43)}`,
    '',
    'The link works once.',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  mkdirSync(mailboxDir(1), { recursive: true });
  writeFileSync(
    join(mailboxDir(1), '1-1-00000.json'),
    JSON.stringify({ to: ['x@example.com'], raw }),
  );

  const [mail] = readMailbox(baseURL);
  expect(new URL(linkIn(mail!, '/verify-email')).searchParams.get('token')).toBe(token);
  expect(mail!.text).toContain('The link works once.');
});
