import * as z from 'zod/mini';
import './zod-setup';
import { apiKeysMessages } from './i18n/messages/api-keys';
import { visibleTextOnly } from './visible-text';

/**
 * Workspace API keys (issue 21): reach a workspace's models and datasets from the caller's own software.
 *
 * Routes (`api-keys:manage`: Owners and Admins), scoped to the caller's workspace:
 * - `GET /api/workspace/api-keys`: `{ keys: ApiKeySummary[] }`, newest first, revoked ones included.
 * - `POST /api/workspace/api-keys` with `{ name, scopes, expiresAt }`: 201 `{ key: ApiKeySummary, secret }`; the
 *   secret is shown once and stored only as a hash.
 * - `DELETE /api/workspace/api-keys/:id`: 204; revoked at once, on every instance.
 *
 * The public API under `/api/v1` takes `Authorization: Bearer <secret>`: a missing, unknown, revoked or expired key
 * answers 401; a key without the route's scope 403; another workspace's object 404. Per-key rate limits (Redis
 * when configured). Described in OpenAPI at `GET /api/v1/openapi.json`.
 * - `POST /api/v1/models/:id/predictions` (`models:predict`), src/shared/models.ts.
 * - `GET /api/v1/datasets/:id` (`datasets:read`): the dataset's summary and profile.
 * - `POST /api/v1/streams/:id/rows` (`streams:write`): rows pushed to a data stream, src/shared/data-streams.ts.
 */
export const apiKeyScopes = ['models:predict', 'datasets:read', 'streams:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every secret starts with this, so it is recognisable in code and by secret scanners. */
export const apiKeyPrefix = 'tsr_';
export const apiKeyNameMaxLength = 100;
/** Usable keys a workspace keeps at most (revoked and expired ones do not count); one more is refused (409, code `too-many-keys`). */
export const maxApiKeysPerWorkspace = 50;

export type ApiKeySummary = {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The secret's first characters (`tsr_` and 6 more), to tell keys apart. */
  prefix: string;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export const createApiKeySchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(apiKeyNameMaxLength),
    visibleTextOnly(() => apiKeysMessages.nameInvisible),
  ),
  scopes: z.array(z.enum(apiKeyScopes)).check(z.minLength(1), z.maxLength(apiKeyScopes.length)),
  /** An ISO date-time in the future, or null for a key that does not expire. */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
