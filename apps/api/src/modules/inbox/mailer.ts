import { createTransport } from 'nodemailer';

export type OutgoingEmail = { to: string; subject: string; text: string };

/** Sends one e-mail; throws when the server refuses or cannot be reached (the job queue retries). */
export type Mailer = { send: (email: OutgoingEmail) => Promise<void>; close: () => void };

/**
 * The reminders' mail server (`SMTP_URL`, decision 0058); undefined when it is not set, so nothing
 * is e-mailed and the inbox alone carries the reminders.
 */
export const createMailer = (smtpUrl: string | undefined, from: string): Mailer | undefined => {
  if (!smtpUrl) return undefined;
  const transport = createTransport(smtpUrl);
  return {
    send: async (email) => {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
};
