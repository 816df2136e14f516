import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../../app-env';
import { ApiError, errorBody } from '../../lib/api-error';
import { clientAddress, clientAddressHeader } from '../../lib/client-address';
import { apiMessages } from '../../../shared/i18n/messages/api';

/** The JSON body as an object; anything else is the caller's 400. */
export function bodyObject(c: Context<AppEnv>): Record<string, unknown> {
  const body = c.var.body ?? {};
  if (typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new ApiError(400, 'invalid_input', apiMessages.jsonObject);
}

/** Checks a value against a shared schema; password rules answer `invalid_password` with the message in docs/product.md#rules. */
export function check<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path[0];
    const code = field === 'password' || field === 'newPassword' ? 'invalid_password' : 'invalid_input';
    throw new ApiError(400, code, issue.message);
  }
  return result.data;
}

/**
 * Hands the request to better-auth with exactly this JSON body (checked and normalised by us), or with the
 * body the request guard screened, and the caller's headers.
 */
export function forwardToAuth(c: Context<AppEnv>, body: unknown = c.var.body): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  // The one address better-auth records on sessions: ours, whatever a client put in this header.
  headers.set(clientAddressHeader, clientAddress(c, c.var.deps.env.TRUST_PROXY));
  const hasBody = body !== undefined && c.req.method !== 'GET';
  if (hasBody) headers.set('content-type', 'application/json');
  return c.var.deps.auth.handler(
    new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
}

/**
 * What reaches the caller from better-auth: errors in our `{ error: { code, message } }` shape (empty bodies
 * too), and no session token in any JSON body (docs/product.md#security: the HttpOnly cookie is the only credential).
 */
export async function toCaller(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!response.ok) return response.status < 400 ? response : asOurError(response, isJson);
  if (!isJson) return response;
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

async function asOurError(response: Response, isJson: boolean): Promise<Response> {
  const body = (
    isJson
      ? await response
          .clone()
          .json()
          .catch(() => null)
      : null
  ) as {
    code?: string;
    message?: string;
  } | null;
  if (body && 'error' in body) return response;
  const code = body?.code ?? codeForStatus(response.status);
  const message = body?.message || response.statusText || 'The request could not be completed.';
  return withJson(response, errorBody(code, message));
}

const codeForStatus = (status: number) =>
  ({ 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 429: 'rate_limited' })[
    status
  ] ?? (status >= 500 ? 'internal_error' : 'auth_error');

export function withJson(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/** The same response with one more Set-Cookie header. */
export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}
