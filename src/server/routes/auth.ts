import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { emailSchema, loginSchema, passwordSchema, signUpSchema } from '../../shared/auth-schemas';
import type { AppEnv } from '../app-env';
import { authLimits } from '../auth/auth-limits';
import { ApiError, errorBody } from '../lib/api-error';
import { clientAddress } from '../lib/client-address';
import { enforceRateLimits } from '../lib/rate-limited';

/**
 * better-auth endpoints that would skip our rules: profile and workspace changes go through /api/profile and
 * /api/workspace (validated, role-checked), so these stay closed.
 */
const closedEndpoints = [
  '/update-user',
  '/change-email',
  '/delete-user',
  '/organization/create',
  '/organization/update',
  '/organization/delete',
  '/organization/invite-member',
];

/** better-auth also reads form bodies; only JSON passes, so what we check is exactly what it reads. */
const jsonBodiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  const text = c.req.method === 'POST' ? await c.req.raw.clone().text() : '';
  if (text) {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    if (text.includes('\\u0000')) {
      throw new ApiError(400, 'invalid_input', 'Text may not contain NUL characters.');
    }
  }
  await next();
});

async function readObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new ApiError(400, 'invalid_input', 'The request body must be a JSON object.');
}

function check<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const code =
      issue.path[0] === 'password' || issue.path[0] === 'newPassword' ? 'invalid_password' : 'invalid_input';
    throw new ApiError(400, code, issue.message);
  }
  return result.data;
}

/** Hands better-auth exactly the checked and normalised body (trimmed, lowercased, cut), nothing else. */
function forward(c: Context<AppEnv>, body: Record<string, unknown>) {
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return c.var.deps.auth.handler(
    new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

/** better-auth answers errors as `{ code, message }`; ours are `{ error: { code, message } }` (keeping headers). */
async function normalizeError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || 'error' in body) return response;
  return withJson(response, errorBody(body.code ?? 'auth_error', body.message ?? response.statusText), true);
}

function withJson(response: Response, body: unknown, error = false) {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const status = error && response.status >= 500 ? 500 : response.status;
  return new Response(JSON.stringify(body), { status, headers });
}

/** Session tokens never reach scripts (DESIGN §4): the HttpOnly cookie is the only credential. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

async function hideTokens(response: Response): Promise<Response> {
  if (!response.ok) return normalizeError(response);
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== 'object') return response;
  if (Array.isArray(body)) return withJson(response, withoutTokens(body));
  // Sign-in and sign-up say whether a session was made instead of handing out its token.
  const session = 'token' in body && !('session' in body) ? { session: Boolean(body.token) } : {};
  return withJson(response, { ...(withoutTokens(body) as object), ...session });
}

const addressOf = (c: Context<AppEnv>) => clientAddress(c, c.var.deps.env.TRUST_PROXY);

/** `/api/auth/*`: better-auth, behind our limits, our input rules and our error shape. */
export const authRoutes = new Hono<AppEnv>()
  .use(jsonBodiesOnly)
  .post('/sign-in/email', async (c) => {
    const body = await readObject(c);
    const { email, password } = check(loginSchema, body);
    const address = addressOf(c);
    await enforceRateLimits(c, [
      { key: `sign-in:address:${address}`, rule: authLimits.signIn.perAddress },
      { key: `sign-in:account:${email}`, rule: authLimits.signIn.perAccount },
    ]);
    const { callbackURL, rememberMe } = body;
    const response = await forward(c, { email, password, callbackURL, rememberMe });
    // Every attempt is logged, never the password.
    c.var.deps.logger.info({
      event: 'sign-in',
      email,
      address,
      outcome: response.ok ? 'success' : 'failure',
      status: response.status,
    });
    return hideTokens(response);
  })
  .post('/sign-up/email', async (c) => {
    const body = await readObject(c);
    const input = check(signUpSchema, { ...body, fullName: body.name });
    await enforceRateLimits(c, [
      { key: `sign-up:address:${addressOf(c)}`, rule: authLimits.signUp.perAddress },
    ]);
    // The confirmation link always lands on the SPA's callback (SPEC §4), whatever the caller asked.
    const { email, password, fullName: name, professionalRole } = input;
    return hideTokens(
      await forward(c, { email, password, name, professionalRole, callbackURL: '/auth/callback' }),
    );
  })
  .post('/request-password-reset', async (c) => {
    const email = check(emailSchema, (await readObject(c)).email);
    await enforceRateLimits(c, [
      { key: `reset-request:address:${addressOf(c)}`, rule: authLimits.resetRequest.perAddress },
      { key: `reset-request:account:${email}`, rule: authLimits.resetRequest.perAccount },
    ]);
    const response = await forward(c, { email, redirectTo: '/reset-password' });
    if (response.status >= 500) throw new Error(`password reset request failed with ${response.status}`);
    if (!response.ok) c.var.deps.logger.warn({ status: response.status }, 'password reset request refused');
    // One answer whatever the account: existing, unknown or Google-only (DESIGN §4, no enumeration).
    return c.json({ status: true });
  })
  .post('/reset-password', async (c) => {
    const { newPassword, token } = check(
      z.object({ newPassword: passwordSchema, token: z.string() }),
      await readObject(c),
    );
    await enforceRateLimits(c, [
      { key: `reset-password:address:${addressOf(c)}`, rule: authLimits.resetPassword.perAddress },
    ]);
    return normalizeError(await forward(c, { newPassword, token }));
  })
  .post('/change-password', async (c) => {
    const body = await readObject(c);
    const { newPassword } = check(z.object({ newPassword: passwordSchema }), body);
    await enforceRateLimits(c, [
      { key: `change-password:address:${addressOf(c)}`, rule: authLimits.resetPassword.perAddress },
    ]);
    const { currentPassword, revokeOtherSessions } = body;
    return hideTokens(await forward(c, { newPassword, currentPassword, revokeOtherSessions }));
  })
  .post('/send-verification-email', async (c) => {
    const body = await readObject(c);
    const email = check(emailSchema, body.email);
    await enforceRateLimits(c, [
      { key: `verification:address:${addressOf(c)}`, rule: authLimits.resetRequest.perAddress },
      { key: `verification:account:${email}`, rule: authLimits.resetRequest.perAccount },
    ]);
    return normalizeError(await forward(c, { email, callbackURL: '/auth/callback' }));
  })
  .on(['GET', 'POST'], closedEndpoints, () => {
    throw new ApiError(404, 'not_found', 'No such API endpoint.');
  })
  .on(['GET', 'POST'], '/*', async (c) => hideTokens(await c.var.deps.auth.handler(c.req.raw)));
