import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiKeyScope } from '../../shared/api-keys';
import { apiKeysMessages } from '../../shared/i18n/messages/api-keys';
import type { AppEnv } from '../app-env';
import {
  heldKeyOfSecret,
  keyOfSecret,
  noteKeyUse,
  secretPattern,
  type CallerKey,
} from '../services/api-keys/api-keys';
import { currentRevision } from '../services/api-keys/call-cache';
import { ApiError } from './api-error';
import { callerBucket, clientAddress } from './client-address';
import { consumePoint, consumeUnlessPeekRefused, peekLimit } from './rate-limit';
import { assertAllowed, enforceRateLimits } from './rate-limited';

/**
 * The public API's context: the app's, the key the call was made with, and the revision of keys and models the
 * call was checked under (services/api-keys/call-cache.ts; routes read models under the same one).
 */
export type ApiEnv = { Variables: AppEnv['Variables'] & { apiKey: CallerKey; apiRevision: number } };

const realm = 'realm="tessera"';
const copy = apiKeysMessages.api;

const missingKey = () =>
  new ApiError(401, 'unauthorized', copy.missingKey, { 'www-authenticate': `Bearer ${realm}` });
const invalidKey = () =>
  new ApiError(401, 'invalid_key', copy.invalidKey, {
    'www-authenticate': `Bearer ${realm}, error="invalid_token"`,
  });
const missingScope = (scope: ApiKeyScope) =>
  new ApiError(403, 'insufficient_scope', copy.scope(scope), {
    'www-authenticate': `Bearer ${realm}, error="insufficient_scope", scope="${scope}"`,
  });

/** The bearer token of the Authorization header, or undefined. */
function bearerOf(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer[ ]+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The public API's door (docs/decisions/044-api-keys.md): `Authorization: Bearer <secret>` must name a usable key
 * of some workspace (else 401 with `WWW-Authenticate: Bearer`), with the route's scope (else 403). The key is found
 * by its secret's hash, in memory while the API's cache revision (read on every call, shared by calls arriving
 * together) stays where it was, so a revocation holds at once on every instance. Every
 * check of a secret is rate limited: an address whose secrets matched nothing too often is refused (429) before
 * any lookup in the database (for a key held in memory, before its allowance is touched), and a matching key
 * spends its own allowance (shared through Redis when configured). A use is noted (`last_used_at` once a minute,
 * an audit row once an hour).
 */
export const requireApiKey = (scope: ApiKeyScope) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    // c.get, not c.var: c.var copies every variable of the request into a new object on each read.
    const { database, limiters, env } = c.get('deps');
    const secret = bearerOf(c);
    if (secret === undefined) throw missingKey();
    const address = callerBucket(c as unknown as Context<AppEnv>);
    const failures = { limiter: limiters.apiKeyFailuresByAddress, key: address };
    // A key held in memory needs no database read: after the revision read, the address's check and the key's own
    // limit go together (with Redis, one round trip: docs/decisions/079). Any other secret is looked up only once
    // the address passed its check, made side by side with the revision read (with Redis, two round trips at once).
    const held = heldKeyOfSecret(database.db, secret) !== undefined;
    const [peeked, revision] = await Promise.all([
      held ? undefined : peekLimit(failures.limiter, address),
      currentRevision(database.db),
    ]);
    let key = peeked ? undefined : heldKeyOfSecret(database.db, secret, revision);
    if (key) {
      assertAllowed(
        await consumeUnlessPeekRefused(failures, { limiter: limiters.apiCallsByKey, key: key.id }),
      );
    } else {
      // Not held (or no longer: the revision moved): the address is checked before the lookup, as for any secret.
      assertAllowed(peeked ?? (await peekLimit(failures.limiter, address)));
      key = secretPattern.test(secret) ? await keyOfSecret(database.db, secret, revision) : undefined;
      if (!key) {
        await consumePoint(failures.limiter, address);
        throw invalidKey();
      }
      await enforceRateLimits([{ limiter: limiters.apiCallsByKey, key: key.id }]);
    }
    if (!key.scopes.includes(scope)) throw missingScope(scope);
    await noteKeyUse(database.db, key, clientAddress(c, env.TRUST_PROXY));
    c.set('apiKey', key);
    c.set('apiRevision', revision);
    await next();
  });
