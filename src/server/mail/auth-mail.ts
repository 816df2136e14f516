import type { Logger } from 'pino';
import { paths } from '../../shared/paths';
import { confirmationLinkSeconds, resetTokenSeconds } from '../services/account/account-ownership';
import type { AuthMail } from '../auth/auth-mail';
import type { Db } from '../db/client';
import { queueReaderMail } from './reader-mail';
import type { Reader } from './recipient-language';
import { emailConfirmationMail } from './templates/email-confirmation';
import { googleAccountNoticeMail } from './templates/google-account-notice';
import { passwordChangedMail } from './templates/password-changed';
import { passwordResetMail } from './templates/password-reset';
import { signUpAttemptMail } from './templates/sign-up-attempt';
import type { RenderedMail } from './templates/layout';
import { workspaceInvitationMail } from './templates/workspace-invitation';
import { invitationLifetimeDays } from '../../shared/workspace';

/**
 * The auth flows' emails, written to the outbox; `queued` wakes the worker so they go out at once.
 *
 * A mail that cannot be written is logged as lost (its kind, never its content: a reset link opens the
 * account) and the error is thrown on: better-auth logs it (scrubbed, logger.ts) and our own routes answer
 * with an error. A reset request has already been answered by then (docs/decisions/014), so the log line is
 * what tells the operator (docs/decisions/031).
 */
export function outboxAuthMail({
  db,
  appUrl,
  logger,
  queued,
}: {
  db: Db;
  appUrl: string;
  logger: Logger;
  queued: () => void;
}): AuthMail {
  // Each mail is written in its reader's language (their saved one, else the request's) and time zone.
  const send = async (
    to: string,
    kind: string,
    render: (reader: Reader) => RenderedMail,
    validSeconds?: number,
  ) => {
    const expiresAt = validSeconds === undefined ? undefined : new Date(Date.now() + validSeconds * 1000);
    try {
      await queueReaderMail(db, to, kind, render, undefined, expiresAt);
    } catch (error) {
      logger.error({ event: 'mail-lost', kind, err: error }, 'a mail could not be queued and is lost');
      throw error;
    }
    queued();
  };
  return {
    emailConfirmation: (user, url) =>
      send(
        user.email,
        'email-confirmation',
        () => emailConfirmationMail({ name: user.name, url }),
        confirmationLinkSeconds,
      ),
    passwordReset: (user, url) =>
      send(
        user.email,
        'password-reset',
        () => passwordResetMail({ name: user.name, url }),
        resetTokenSeconds,
      ),
    googleAccountNotice: (user) =>
      send(user.email, 'google-account-notice', () =>
        googleAccountNoticeMail({ name: user.name, loginUrl: `${appUrl}${paths.auth.login}` }),
      ),
    passwordChanged: (user) =>
      send(user.email, 'password-changed', ({ timeZone }) =>
        passwordChangedMail({
          name: user.name,
          resetUrl: `${appUrl}${paths.auth.forgotPassword}`,
          when: new Date(),
          timeZone,
        }),
      ),
    signUpAttempt: (user) =>
      send(user.email, 'sign-up-attempt', () =>
        signUpAttemptMail({
          name: user.name,
          loginUrl: `${appUrl}${paths.auth.login}`,
          resetUrl: `${appUrl}${paths.auth.forgotPassword}`,
        }),
      ),
    workspaceInvitation: (to, invitation) =>
      // The mail is dropped once the invitation it carries has expired, however long the mail server was away.
      send(
        to.email,
        'workspace-invitation',
        () => workspaceInvitationMail(invitation),
        invitationLifetimeDays * 24 * 60 * 60,
      ),
  };
}
