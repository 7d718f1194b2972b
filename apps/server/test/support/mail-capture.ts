import { SMTPServer } from 'smtp-server';

/** An e-mail the capture server received: its recipients and its text, quoted-printable decoded. */
export interface TCapturedMail {
  to: string[];
  text: string;
}

export interface TMailCapture {
  port: number;
  mails: TCapturedMail[];
  /** The token of the newest password reset link sent to `to`, if any. */
  resetToken(to: string): string | undefined;
  stop(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (the mails are ASCII). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local SMTP server that keeps what it is sent, for the tests of e-mail the site sends (SMTP_URL). */
export async function startMailCapture(port = 0): Promise<TMailCapture> {
  const mails: TCapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    resetToken(to) {
      const mail = mails.findLast((entry) => entry.to.includes(to));
      return mail?.text.match(/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
