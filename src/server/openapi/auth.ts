import * as z from 'zod/mini';
import {
  changePasswordRequestSchema,
  emailRequestSchema,
  resetPasswordSchema,
  socialSignInSchema,
  verifyEmailQuerySchema,
} from '../../shared/auth-requests';
import { loginSchema, signUpSchema } from '../../shared/auth-schemas';
import { named, type Operation } from './operation';

/** The sign-up form's schema as the route reads it: the name arrives as `name`, with an optional invitation. */
const signUpRequestSchema = z.object({
  name: signUpSchema.shape.fullName,
  email: signUpSchema.shape.email,
  password: signUpSchema.shape.password,
  professionalRole: signUpSchema.shape.professionalRole,
  invitationId: z.optional(z.string()),
});

const emailRequest = named('EmailRequest', emailRequestSchema);
const social = named('SocialSignIn', socialSignInSchema);
const code = {
  content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string' } } } } },
};

/**
 * `/api/auth/*`: better-auth's own endpoints behind our limits, input rules and error shape
 * (src/server/routes/auth). An allow-list: these are all it mounts; every other better-auth endpoint answers 404.
 */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with email and password',
    tag: 'auth',
    caller: 'public',
    body: named('SignIn', loginSchema),
    ok: {
      description: 'Signed in (a session cookie), or a second factor is asked for (`twoFactorRedirect`).',
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account',
    tag: 'auth',
    caller: 'public',
    body: named('SignUp', signUpRequestSchema),
    ok: {
      description: '`{ session: false }` until the address is confirmed; `{ session: true }` when invited.',
    },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'Email a password reset link',
    tag: 'auth',
    caller: 'public',
    body: emailRequest,
    ok: { description: 'The same answer whatever the account.' },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link’s token',
    tag: 'auth',
    caller: 'public',
    body: named('ResetPassword', resetPasswordSchema),
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the password (signs other sessions out)',
    tag: 'auth',
    caller: 'session',
    body: named('ChangePassword', changePasswordRequestSchema),
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    summary: 'Send the address confirmation mail again',
    tag: 'auth',
    caller: 'public',
    body: emailRequest,
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    summary: 'Confirm an address (the link in the mail)',
    tag: 'auth',
    caller: 'public',
    query: z.extend(verifyEmailQuerySchema, { token: z.string() }),
    ok: { status: 302, description: 'Back to the app’s callback page.', empty: true },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    summary: 'Start signing in with Google',
    tag: 'auth',
    caller: 'public',
    body: social,
    ok: { description: 'The provider’s address to go to (`url`).' },
  },
  {
    method: 'post',
    path: '/api/auth/link-social',
    summary: 'Start linking a Google account',
    tag: 'auth',
    caller: 'session',
    body: social,
    ok: { description: 'The provider’s address to go to (`url`).' },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    summary: 'Check an authenticator code (sign-in or enrolment)',
    tag: 'auth',
    caller: 'public',
    body: code,
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    summary: 'Check a backup code at sign-in',
    tag: 'auth',
    caller: 'public',
    body: code,
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session and user, or null',
    tag: 'auth',
    caller: 'public',
  },
  {
    method: 'get',
    path: '/api/auth/callback/:id',
    summary: 'The OAuth provider’s return (better-auth’s own)',
    tag: 'auth',
    caller: 'public',
    pathParams: { id: { type: 'string', enum: ['google'] } },
    ok: { status: 302, description: 'Back to the app.', empty: true },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Sign out this session',
    tag: 'auth',
    caller: 'session',
  },
];
