// A real SMTP server beside the e2e server: the app sends its mail here over SMTP, and each
// message is written as a file that the tests read (tests/mailbox.ts).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the mail of the server on `port` lands; tests and serve.ts agree on it. */
export const mailboxDir = (port: string | number) => join(tmpdir(), `academy-e2e-mail-${port}`);

/** `port` names the mailbox (shared by the servers of one run); `owner`, this server's files. */
export async function startMailSink(port: string, owner = port) {
  const dir = mailboxDir(port);
  // The first server of a run empties what an earlier run left; the others add to it.
  if (owner === port) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        const name = `${Date.now()}-${owner}-${String(count++).padStart(5, '0')}.json`;
        // Written aside and renamed: a test reading the mailbox meanwhile never sees half a
        // message (it reads only .json files, and a rename is atomic).
        writeFileSync(join(dir, `${name}.part`), JSON.stringify({ to, raw }));
        renameSync(join(dir, `${name}.part`), join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port: smtpPort } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    close: () => {
      server.close(() => undefined);
      if (owner === port) rmSync(dir, { recursive: true, force: true });
    },
  };
}
