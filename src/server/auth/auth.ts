import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, organization, twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { passwordMaxLength, passwordMinLength } from '../../shared/limits';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import type { Env } from '../env';
import type { AuthMail } from './auth-mail';
import { hashPassword, verifyPassword } from './password';
import {
  activeWorkspaceFor,
  createPersonalWorkspace,
  hasPasswordAccount,
  promoteIfAdminEmail,
} from './auth-store';
import { workspaceAccess, workspaceRoleDefinitions } from './workspace-access';

export type AuthDeps = { env: Env; db: Db; logger: Logger; secret: string; mail: AuthMail };

const day = 24 * 60 * 60;
const strict = { attributes: { sameSite: 'strict' as const } };

/** better-auth on our database, with DESIGN §4's decisions: argon2id, strict session cookies, real workspaces. */
export function createAuth({ env, db, logger, secret, mail }: AuthDeps) {
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
    logger: {
      log: (level, message) => logger[level]({ component: 'better-auth' }, message),
    },
    user: {
      additionalFields: {
        professionalRole: { type: 'string', required: false, input: true },
        profileName: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 7 * day, updateAge: day },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: env.EMAIL_CONFIRMATION === 'on',
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (await hasPasswordAccount(db, user.id)) {
          await mail.passwordReset(user, `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`);
        } else {
          await mail.googleAccountNotice(user);
        }
      },
      onPasswordReset: async ({ user }) => mail.passwordChanged(user),
    },
    emailVerification: {
      sendOnSignUp: env.EMAIL_CONFIRMATION === 'on',
      autoSignInAfterVerification: true,
      expiresIn: day,
      sendVerificationEmail: async ({ user, url }) => mail.emailConfirmation(user, url),
    },
    advanced: {
      useSecureCookies: env.APP_URL.startsWith('https:'),
      cookies: { session_token: strict, session_data: strict, dont_remember: strict },
      ipAddress: {
        ipAddressHeaders: env.TRUST_PROXY ? ['x-forwarded-for'] : [],
        disableIpTracking: false,
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createPersonalWorkspace(db, user);
            await promoteIfAdminEmail(db, user, env.ADMIN_EMAILS);
          },
        },
        update: {
          // Following the confirmation link verifies the address, which is when ADMIN_EMAILS may apply.
          after: async (user) => promoteIfAdminEmail(db, user, env.ADMIN_EMAILS),
        },
      },
      session: {
        create: {
          before: async (session) => ({
            data: { ...session, activeOrganizationId: await activeWorkspaceFor(db, session.userId) },
          }),
        },
      },
    },
    plugins: [
      admin(),
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
              url: `${env.APP_URL}/invite/${id}`,
            },
          ),
      }),
      twoFactor({ issuer: 'Tessera' }),
      ...google,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
