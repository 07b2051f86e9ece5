import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailboxDir } from '../mail-sink';

export interface Mail {
  to: string[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The whole message as sent (attachments included, in their transfer encoding). */
  raw: string;
}

function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parse(to: string[], raw: string): Mail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const subject =
    /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  // The text/plain part: its headers, a blank line, then the body up to the next boundary. Only
  // a boundary the message declares ends it: a quoted-printable line may start with "--" too
  // (a long link wrapped inside a base64url token that holds "--").
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(([, b]) => escape(b!));
  const end = boundaries.length ? `\\r?\\n--(?:${boundaries.join('|')})` : '$(?![^])';
  const part = new RegExp(`Content-Type: text/plain[^]*?\\r?\\n\\r?\\n([^]*?)(?:${end})`, 'i').exec(
    raw,
  );
  const partHead = part ? raw.slice(raw.indexOf(part[0]), raw.indexOf(part[0]) + 200) : '';
  const body = part?.[1] ?? '';
  const text = /quoted-printable/i.test(partHead) ? decodeQuotedPrintable(body) : body;
  return {
    to,
    subject: subject.replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
      decodeQuotedPrintable(q.replace(/_/g, ' ')),
    ),
    text,
    raw,
  };
}

/** Every mail the server on `baseURL` has sent so far, oldest first. */
export function readMailbox(baseURL: string): Mail[] {
  const dir = mailboxDir(new URL(baseURL).port);
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const path = join(dir, name);
    let mail = parsed.get(path);
    if (!mail) {
      const { to, raw } = JSON.parse(readFileSync(path, 'utf8')) as { to: string[]; raw: string };
      mail = parse(to, raw);
      parsed.set(path, mail);
    }
    return mail;
  });
}

// A mail's file never changes once it shows (it is renamed into place whole): each is read and
// parsed once, not on every poll of a run's growing mailbox.
const parsed = new Map<string, Mail>();

/** Waits for the newest mail to `address` whose subject matches, and returns it. */
export async function waitForMail(baseURL: string, address: string, subject: RegExp) {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox(baseURL)
          .filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address))
          .filter((mail) => subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix` (a path or a full URL). */
export function linkIn(mail: Mail, prefix: string) {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return link;
}
