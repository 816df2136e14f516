import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { SMTPSentMessageInfo, Transporter } from 'nodemailer';
import type { Env } from '../env';

/** nodemailer is loaded only when SMTP_URL is set: without it the server never sends, and saves ~10 MB. */
const loadNodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

export type MailTransport = Transporter<SMTPSentMessageInfo>;

/** An SMTP transport for SMTP_URL (smtp:// or smtps://), or null when mail is only kept in the outbox. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL'>): MailTransport | null {
  if (!env.SMTP_URL) return null;
  return loadNodemailer().createTransport({
    url: env.SMTP_URL,
    // Bounded well inside the worker's 2-minute lease, so a hung server cannot outlive it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
