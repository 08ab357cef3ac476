import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

/**
 * E-mail for unit communications, through the SMTP server of `SMTP_URL` (nodemailer). One
 * transport per app; without SMTP_URL there is none and messages are recorded in the unit only.
 */

export interface OutgoingMail {
  to: string;
  /** Shown as the sender's name; the address is SMTP_FROM. */
  fromName: string;
  /** The sender's own address: replies go to them, not to the no-reply address. */
  replyTo: string | null;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** An SMTP conversation taking longer than this fails the e-mail (the message stays recorded). */
const TIMEOUT_MS = 15_000;

export function createMailer(smtp: Config['smtp']): Mailer | null {
  if (!smtp) return null;
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: smtp.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
