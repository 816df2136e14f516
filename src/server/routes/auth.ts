import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { emailSchema, loginSchema, passwordSchema, signUpSchema } from '../../shared/auth-schemas';
import type { AppEnv } from '../app-env';
import { authLimits } from '../auth/auth-limits';
import { ApiError, errorBody } from '../lib/api-error';
import { clientAddress } from '../lib/client-address';
import { enforceRateLimits } from '../lib/rate-limited';

/** Reads a JSON body without consuming the request better-auth will read again. */
async function peekJson(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be valid JSON.');
  }
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

/** better-auth answers errors as `{ code, message }`; ours are `{ error: { code, message } }` (keeping headers). */
async function normalizeError(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || 'error' in body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const status = response.status >= 500 ? 500 : response.status;
  return new Response(
    JSON.stringify(errorBody(body.code ?? 'auth_error', body.message ?? response.statusText)),
    {
      status,
      headers,
    },
  );
}

/**
 * Sign-in and sign-up answer with the session token in the body; scripts must not see it (DESIGN §4: the
 * HttpOnly cookie is the only credential), so the body says only whether a session was made.
 */
async function hideSessionToken(response: Response): Promise<Response> {
  if (!response.ok) return normalizeError(response);
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { token?: string | null; user?: unknown } | null;
  if (!body || !('token' in body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const { token, ...rest } = body;
  return new Response(JSON.stringify({ ...rest, session: Boolean(token) }), {
    status: response.status,
    headers,
  });
}

/** `/api/auth/*`: better-auth, behind our limits, our input rules and our error shape. */
export const authRoutes = new Hono<AppEnv>()
  .post('/sign-in/email', async (c) => {
    const { auth, env, logger } = c.var.deps;
    const address = clientAddress(c, env.TRUST_PROXY);
    const { email } = check(loginSchema, await peekJson(c));
    await enforceRateLimits(c, [
      { key: `sign-in:address:${address}`, rule: authLimits.signIn.perAddress },
      { key: `sign-in:account:${email}`, rule: authLimits.signIn.perAccount },
    ]);
    const response = await auth.handler(c.req.raw);
    // Every attempt is logged, never the password.
    logger.info({
      event: 'sign-in',
      email,
      address,
      outcome: response.ok ? 'success' : 'failure',
      status: response.status,
    });
    return hideSessionToken(response);
  })
  .post('/sign-up/email', async (c) => {
    const { auth, env } = c.var.deps;
    const body = await peekJson(c);
    check(signUpSchema, { ...body, fullName: body.name });
    await enforceRateLimits(c, [
      { key: `sign-up:address:${clientAddress(c, env.TRUST_PROXY)}`, rule: authLimits.signUp.perAddress },
    ]);
    // The confirmation link always lands on the SPA's callback (SPEC §4), whatever the caller asked.
    const request = new Request(c.req.raw, {
      body: JSON.stringify({ ...body, callbackURL: '/auth/callback' }),
    });
    return hideSessionToken(await auth.handler(request));
  })
  .post('/request-password-reset', async (c) => {
    const { auth, env, logger } = c.var.deps;
    const body = await peekJson(c);
    const email = check(emailSchema, body.email);
    await enforceRateLimits(c, [
      {
        key: `reset-request:address:${clientAddress(c, env.TRUST_PROXY)}`,
        rule: authLimits.resetRequest.perAddress,
      },
      { key: `reset-request:account:${email}`, rule: authLimits.resetRequest.perAccount },
    ]);
    const response = await auth.handler(c.req.raw);
    if (response.status >= 500) throw new Error(`password reset request failed with ${response.status}`);
    if (!response.ok) logger.warn({ status: response.status }, 'password reset request refused');
    // One answer whatever the account: existing, unknown or Google-only (DESIGN §4, no enumeration).
    return c.json({ status: true });
  })
  .post('/reset-password', async (c) => {
    const { auth, env } = c.var.deps;
    const body = await peekJson(c);
    check(z.object({ newPassword: passwordSchema }), body);
    await enforceRateLimits(c, [
      {
        key: `reset-password:address:${clientAddress(c, env.TRUST_PROXY)}`,
        rule: authLimits.resetPassword.perAddress,
      },
    ]);
    return normalizeError(await auth.handler(c.req.raw));
  })
  .get('/get-session', async (c) => {
    const response = await c.var.deps.auth.handler(c.req.raw);
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { session?: { token?: string } } | null;
    if (!response.ok || !body?.session) return normalizeError(response);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const { token: _token, ...session } = body.session;
    return new Response(JSON.stringify({ ...body, session }), { status: response.status, headers });
  })
  .on(['GET', 'POST'], '/*', async (c) => normalizeError(await c.var.deps.auth.handler(c.req.raw)));
