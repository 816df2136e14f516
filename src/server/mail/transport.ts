import { createTransport, type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import type { Env } from '../env';

export type MailTransport = Transporter<SMTPSentMessageInfo>;

/** An SMTP transport for SMTP_URL (smtp:// or smtps://), or null when mail is only kept in the outbox. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL'>): MailTransport | null {
  if (!env.SMTP_URL) return null;
  return createTransport({
    url: env.SMTP_URL,
    // Bounded well inside the worker's 2-minute lease, so a hung server cannot outlive it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
