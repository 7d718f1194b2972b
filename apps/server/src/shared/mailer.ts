import nodemailer from 'nodemailer';

/** One e-mail, as plain text. */
export interface TMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the site's e-mails (password reset links). */
export interface TMailer {
  send(mail: TMail): Promise<void>;
  close(): void;
}

/** A mailer through the operator's SMTP server (SMTP_URL: smtp:// or smtps://, user and password in it). */
export function createMailer(smtpUrl: string, from: string): TMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
