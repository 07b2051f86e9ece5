import nodemailer from 'nodemailer';

export interface MailTransport {
  kind: 'smtp' | 'log';
  /** Where mail goes, without credentials: smtp://host:port or 'log'. */
  describe: string;
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    attachments?: { filename: string; contentType: string; content: string }[];
  }): Promise<void>;
  /** Connects and says hello; throws when the server is unreachable or refuses us. */
  verify(): Promise<void>;
  close(): void;
}

/** The SMTP URL with any user and password removed, for logs and the health check. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'smtp (unparsable SMTP_URL)';
  }
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    describe: redactSmtpUrl(smtpUrl),
    send: async (message) => void (await transporter.sendMail(message)),
    verify: async () => void (await transporter.verify()),
    close: () => transporter.close(),
  };
}
