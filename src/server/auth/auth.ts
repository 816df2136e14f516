import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin, genericOAuth, organization, twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { passwordMaxLength, passwordMinLength } from '../../shared/limits';
import { paths } from '../../shared/paths';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import type { Env } from '../env';
import { clientAddressHeader } from '../lib/client-address';
import { findUser } from '../services/account/find-user';
import { noticeNewSignInDevice } from '../services/account/new-device-notice';
import { hashPassword, verifyPassword } from '../services/account/password';
import { hasPasswordAccount } from '../services/account/sign-in-methods';
import {
  claimThroughConfirmationLink,
  claimThroughLinkedAccount,
  confirmationLinkSeconds,
  proveByPasswordReset,
  resetTokenSeconds,
} from '../services/account/account-ownership';
import { applyAdminEmails } from '../services/admin/admin-role';
import { activeWorkspaceFor } from '../services/workspace/membership';
import { createPersonalWorkspace } from '../services/workspace/workspace-creation';
import type { AuthMail } from './auth-mail';
import { bannedUserMessage } from './banned-message';
import { secondFactorOnEveryPath } from './second-factor';
import { sessionVerification } from './session-verification';
import { workspaceAccess, workspaceRoleDefinitions } from './workspace-access';

export type AuthDeps = { env: Env; db: Db; logger: Logger; secret: string; mail: AuthMail };

const day = 24 * 60 * 60;
const strict = { attributes: { sameSite: 'strict' as const } };

/** better-auth on our database, with the decisions in docs/product.md#security: argon2id, strict session cookies, real workspaces. */
export function createAuth({ env, db, logger, secret, mail }: AuthDeps) {
  const appLink = (path: string) => `${env.APP_URL}${path}`;
  // ADMIN_EMAILS applies when an address is proven by its holder, and at start-up (docs/decisions/012).
  const promote = (user: { id: string; email: string }) => applyAdminEmails(db, user, env.ADMIN_EMAILS);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: env.GOOGLE_CLIENT_ID,
                clientSecret: env.GOOGLE_CLIENT_SECRET,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [];
  // better-auth's own lock (10 wrong codes lock the account's second factor from anywhere) would let whoever
  // has the password lock the owner out; routes/auth limits codes per account and address instead.
  const twoFactorPlugin = twoFactor({ issuer: 'Tessera', accountLockout: { enabled: false } });

  return betterAuth({
    appName: 'Tessera',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        organization: schema.workspaces,
        member: schema.members,
        invitation: schema.invitations,
        twoFactor: schema.twoFactors,
      },
    }),
    // Our own limits run in front of the auth routes (per address and per account, shared through Redis).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Every line through pino as JSON (never raw text on stderr, which a crafted value could forge lines in).
    logger: {
      log: (level, message, ...args) =>
        logger[level]({ component: 'better-auth', err: args.find((arg) => arg instanceof Error) }, message),
    },
    // Faults reach our error handler (a logged 500); OAuth errors go back to the SPA's callback page.
    onAPIError: { throw: true, errorURL: appLink(paths.auth.callback) },
    user: {
      additionalFields: {
        professionalRole: { type: 'string', required: false, input: true },
        profileName: { type: 'string', required: false, input: false },
      },
    },
    account: {
      // Google meeting an unproven account claims it for the address holder (account.create hook below).
      accountLinking: { requireLocalEmailVerified: false },
    },
    session: {
      expiresIn: 7 * day,
      updateAge: day,
      // Set by auth/session-verification.ts only, never from input (docs/decisions/032).
      additionalFields: {
        twoFactorVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: env.EMAIL_CONFIRMATION === 'on',
      autoSignIn: true,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (await hasPasswordAccount(db, user.id)) {
          await mail.passwordReset(
            user,
            appLink(`${paths.auth.resetPassword}?token=${encodeURIComponent(token)}`),
          );
        } else {
          await mail.googleAccountNotice(user);
        }
      },
      // A duplicate sign-up answers like a new one (with confirmation on); the holder hears of it instead.
      onExistingUserSignUp: async ({ user }) => mail.signUpAttempt(user),
      onPasswordReset: async ({ user }) => {
        await mail.passwordChanged(user);
        // A completed reset proves the address: credentials from before the proof go, ADMIN_EMAILS applies.
        if (await proveByPasswordReset(db, user.id)) await promote(user);
      },
    },
    emailVerification: {
      // Sent with confirmation off too: proving the address early keeps its password and its second factor
      // the owner's when a reset or Google later proves it again (docs/decisions/012).
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: confirmationLinkSeconds,
      sendVerificationEmail: async ({ user, url }) => mail.emailConfirmation(user, url),
      beforeEmailVerification: async (user, request) => {
        const token = await claimThroughConfirmationLink(db, user.id, request?.headers.get('cookie') ?? null);
        if (!token) return;
        // Claimed by the address holder, who chooses a password on the reset page.
        await promote(user);
        throw new APIError('FOUND', undefined, {
          location: appLink(`${paths.auth.resetPassword}?token=${encodeURIComponent(token)}&claimed=1`),
        });
      },
      afterEmailVerification: async (user) => promote(user),
    },
    advanced: {
      useSecureCookies: env.APP_URL.startsWith('https:'),
      cookies: { session_token: strict, session_data: strict, dont_remember: strict },
      ipAddress: {
        // Set by forwardToAuth from the socket (or, with TRUST_PROXY, our own proxy's entry), never by a client.
        ipAddressHeaders: [clientAddressHeader],
        disableIpTracking: false,
      },
    },
    hooks: { after: secondFactorOnEveryPath(twoFactorPlugin, appLink(paths.auth.loginTwoFactor)) },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createPersonalWorkspace(db, user);
            // A Google sign-up arrives with its address proven by Google.
            if (user.emailVerified) await promote(user);
          },
        },
      },
      account: {
        create: {
          after: async (account) => {
            if (!(await claimThroughLinkedAccount(db, account))) return;
            const owner = await findUser(db, account.userId);
            if (owner) await promote(owner);
          },
        },
      },
      session: {
        create: {
          before: async (session) => ({
            data: { ...session, activeOrganizationId: await activeWorkspaceFor(db, session.userId) },
          }),
          // Every path that makes a session passes here: a device the account never used is reported to its owner.
          after: async (session) =>
            noticeNewSignInDevice({ db, secret, appUrl: env.APP_URL, logger }, session),
        },
      },
    },
    plugins: [
      admin({ bannedUserMessage: (user) => bannedUserMessage(user) }),
      organization({
        ac: workspaceAccess,
        roles: workspaceRoleDefinitions,
        creatorRole: 'owner',
        invitationExpiresIn: 7 * day,
        sendInvitationEmail: async ({ email, inviter, organization: workspace, id }) =>
          mail.workspaceInvitation(
            { email },
            {
              inviterName: inviter.user.name,
              workspaceName: workspace.name,
              url: appLink(paths.invite.href(id)),
            },
          ),
      }),
      twoFactorPlugin,
      // After the two-factor plugin: its hooks see whether a session passed the second factor.
      sessionVerification(db),
      ...google,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
