import * as z from 'zod/mini';
import './zod-setup';
import { datasetMaxBytes, datasetNameSchema } from './datasets';
import { dataStreamsMessages } from './i18n/messages/data-streams';
import { postgresSourceMessages } from './i18n/messages/postgres-source';
import { integrations } from './integrations';
import {
  caCertificateRefusal,
  caCertificateSchema,
  postgresSourceInputSchema,
  sourceSchedules,
  sourceSslModes,
  validateSourceQuery,
  type PostgresSourceView,
} from './postgres-source';
import type { StreamErrorFact } from './stream-errors';
import { visibleTextOnly } from './visible-text';

/**
 * Data streams (issue 24, docs/decisions/049-data-streams.md): a named source that feeds one dataset, appending
 * to it or replacing it on each sync. Managed by Owners and Admins (`data-streams:update`), every change audited.
 *
 * Routes, all scoped to the caller's workspace (another workspace's stream is 404):
 * - `GET /api/workspace/data-streams`: `{ dataStreams: DataStream[] }`, each catalogue service and whether a stream
 *   of it exists here (`connected`), and `{ streams: StreamSummary[] }`, newest first.
 * - `POST /api/workspace/data-streams/streams` with `CreateStreamInput`: 201 `{ stream, secret, hookUrl }`. The
 *   secret (webhooks only) is shown this once; it is stored encrypted and never returned again.
 * - `GET /api/workspace/data-streams/streams/:id`: `{ stream: StreamDetail }` (the last errors with their reason).
 * - `POST …/streams/:id/pause`, `POST …/streams/:id/resume`: `{ stream }`.
 * - `POST …/streams/:id/rotate-secret`: `{ stream, secret }` (webhooks; `theirs` services take `{ secret }`).
 * - `POST …/streams/:id/confirm-secret` `{ fingerprint }`: `{ stream, secret }`; the captured secret whose
 *   fingerprint was shown becomes the stream's (409 when none waits or another replaced it), returned this once.
 * - `POST …/streams/:id/sync`: 202 `{ stream }`; a URL pull's run is queued ("Sync now"), `pull.syncing` until its
 *   result is noted; 409 for a paused stream or another kind (docs/decisions/054-url-pull-streams.md).
 * - `DELETE …/streams/:id`: 204; the dataset stays.
 *
 * Data arrives by:
 * - `POST /api/v1/streams/:id/rows` (a workspace API key scoped `streams:write`): JSON `{ rows }` or CSV, at most
 *   `maxPushRows` rows, `Idempotency-Key` to store a retried batch once; answers `PushResult`.
 * - `POST /api/hooks/:streamId`: a service's signed webhook delivery (src/server/services/streams/webhooks/).
 * - A URL pull (`kind: 'url'`): Tessera fetches a CSV, JSON or .xlsx file on its schedule or on "Sync now".
 * A paused stream answers 409 to both and stores nothing.
 */

export const streamKinds = ['webhook', 'push', 'url', 'postgres'] as const;
export type StreamKind = (typeof streamKinds)[number];
/** Kinds that can be created (all of them: a PostgreSQL source since its runner, docs/decisions/055). */
export const creatableStreamKinds = [
  'webhook',
  'push',
  'url',
  'postgres',
] as const satisfies readonly StreamKind[];

/** How often a URL pull runs by itself (`manual`: only on "Sync now"). docs/decisions/054-url-pull-streams.md. */
export const pullSchedules = ['hourly', 'daily', 'manual'] as const;
export type PullSchedule = (typeof pullSchedules)[number];
/** Bytes a pulled file may have (the dataset upload cap), seconds a pull may take, redirects it follows. */
export const maxPullBytes = datasetMaxBytes;
export const pullTimeoutSeconds = 60;
export const maxPullRedirects = 5;
export const pullUrlMaxLength = 2000;

export const streamModes = ['append', 'replace'] as const;
export type StreamMode = (typeof streamModes)[number];

export const streamStatuses = ['active', 'paused', 'failing'] as const;
export type StreamStatus = (typeof streamStatuses)[number];

/** Why a delivery or a sync failed, as the stream's last errors list it. */
export const streamErrorReasons = [
  'unsigned',
  'bad-signature',
  'stale',
  'malformed',
  'rejected-rows',
  'dataset-unreadable',
  'too-large',
  'failed',
  /** URL pull: the address is private or local (the SSRF guard), the source answered an error, took too long, or
   * sent what cannot be read as CSV, JSON (an array of objects) or .xlsx. */
  'refused-address',
  'http-error',
  'timeout',
  'unparsable',
] as const;
export type StreamErrorReason = (typeof streamErrorReasons)[number];

/** Errors a stream keeps; older ones are dropped as new ones come. */
export const maxStreamErrorsKept = 20;
/** Rows one push carries at most (413 past it). */
export const maxPushRows = 10_000;
/** Bytes one push may send (413 past it). */
export const maxPushBytes = 8 * 1024 * 1024;
/** Columns a pushed row may have at most, and characters a cell or a column name may hold. */
export const maxPushColumns = 500;
export const maxPushCellLength = 10_000;
export const maxColumnNameLength = 200;
/** Streams a workspace keeps at most (409, code `too-many-streams`). */
export const maxStreamsPerWorkspace = 50;
/** An `Idempotency-Key` is 1 to 200 visible ASCII characters, remembered for 7 days. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;
export const idempotencyKeyDays = 7;
/** A secret a service handed over in its handshake (Notion) waits this long for an Owner or Admin to confirm it. */
export const pendingSecretHours = 24;
export const streamNameMaxLength = 100;

/** The services a webhook stream can be made for: the catalogue's, except those still to come. */
export const webhookServiceSlugs = integrations.filter((item) => !item.comingSoon).map((item) => item.slug);

/** A failure noted on a stream: its reason, and what it says beyond it (shared/stream-errors.ts). */
export type StreamError = {
  at: string;
  reason: StreamErrorReason;
  detail: string | null;
  fact: StreamErrorFact | null;
};

export type StreamSummary = {
  id: string;
  name: string;
  kind: StreamKind;
  /** The catalogue service: a webhook's, or the one a push stream carries rows of (`pushServiceSlugs`). */
  service: string | null;
  mode: StreamMode;
  status: StreamStatus;
  /** The dataset it feeds: null until the first rows arrive (then named `datasetName`). */
  datasetId: string | null;
  datasetName: string;
  lastSyncAt: string | null;
  rowsReceived: number;
  /** Deliveries refused (unsigned, stale, bad signature) since it was made. */
  rejectedDeliveries: number;
  createdAt: string;
  /**
   * A pulling stream's source and its last run (a URL pull, or a PostgreSQL source whose `url` is
   * `postgres://user@host:port/database`, never the password); null for other kinds.
   */
  pull: PullSummary | null;
  /** A PostgreSQL source's settings, never its password; null for other kinds. */
  postgres: PostgresSourceView | null;
};

/**
 * A URL pull as every member sees it: the URL without its query (which may carry a key) and never the header's
 * value, only its name.
 */
export type PullSummary = {
  url: string;
  headerName: string | null;
  schedule: PullSchedule;
  nextSyncAt: string | null;
  /** A "Sync now" is queued or running. */
  syncing: boolean;
  lastPull: LastPull | null;
};

/**
 * What the last pull did: rows stored, nothing new (304 or the same bytes), failed with its reason, or
 * `superseded`: the source was edited while it ran, so what it read was not stored (not a failure).
 */
export type LastPull = {
  at: string;
  outcome: 'stored' | 'unchanged' | 'failed' | 'superseded';
  accepted: number;
  rejected: number;
  reason: StreamErrorReason | null;
  /**
   * How an append stream's URL pull took a changed file: `new-records` only the records after the previous
   * version (the file grew from its end), `whole-file` all of its records again (it changed before its end);
   * absent otherwise.
   */
  appended?: 'new-records' | 'whole-file';
};

export type StreamDetail = StreamSummary & {
  /** The most recent first, at most `maxStreamErrorsKept`. */
  errors: StreamError[];
  /**
   * A secret the service handed over in its handshake (Notion's verification token), waiting for an Owner or Admin
   * to confirm it: its fingerprint (the first 8 hex digits of its SHA-256) and when it arrived. Until confirmed no
   * delivery is accepted; a later handshake replaces it.
   */
  pendingSecret: PendingSecret | null;
};

export type PendingSecret = { fingerprint: string; capturedAt: string };

export type CreatedStream = {
  stream: StreamSummary;
  /** Shown once: webhooks whose secret Tessera makes; null otherwise. */
  secret: string | null;
  /** Where the service delivers (webhooks), or where rows are pushed (push). */
  endpoint: string;
};

/** A row a caller pushes was refused: its index in the request (from 0) and why. */
export type RejectedRow = { row: number; reason: string };

export type PushResult = {
  accepted: number;
  rejected: RejectedRow[];
  /** Cells whose type disagrees with their column's, as the import reports them (row counts in the dataset). */
  typeConflicts: { row: number; column: string; value: string }[];
  /** Columns these rows added to the dataset. */
  newColumns: string[];
  datasetId: string | null;
  /** True when the `Idempotency-Key` was seen before: this is the first answer, and nothing was stored again. */
  replayed: boolean;
};

/** An http(s) URL without user name or password (credentials go in the header, which is sealed). */
function pullUrlSchema() {
  return z.string().check(
    z.trim(),
    z.maxLength(pullUrlMaxLength),
    z.refine((text) => pullUrlProblem(text) === undefined, {
      error: (issue) => pullUrlProblem(String(issue.input)) ?? dataStreamsMessages.api.badUrl,
    }),
  );
}

/** Why a pull URL is refused before any request, or undefined when its form is fine. */
export function pullUrlProblem(text: string): string | undefined {
  const copy = dataStreamsMessages.api;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return copy.badUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return copy.badUrl;
  if (url.username || url.password) return copy.urlCredentials;
  return undefined;
}

/** Header names a pull may not set: the request's own framing and its conditional headers. */
const reservedPullHeaders = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'if-none-match',
  'if-modified-since',
  'accept-encoding',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
]);

function pullHeaderSchema() {
  return z.strictObject({
    name: z.string().check(
      z.trim(),
      z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/),
      z.refine((name) => !reservedPullHeaders.has(name.toLowerCase()) && !/^proxy-/i.test(name)),
    ),
    // Visible ASCII, spaces and tabs (RFC 9110's field value without obsolete text).
    value: z.string().check(z.minLength(1), z.maxLength(2000), z.regex(/^[\x20-\x7e\t]*$/)),
  });
}

/** A PostgreSQL source's query: one read-only statement; a refusal is told in the caller's language. */
function sourceQuerySchema() {
  return z.string().check(
    z.refine((query) => validateSourceQuery(query).ok, {
      error: (issue) => {
        const check = validateSourceQuery(String(issue.input));
        return check.ok ? undefined : postgresSourceMessages.queryRefused[check.reason];
      },
    }),
  );
}

/** A source's CA certificate, a refusal in the caller's language. */
const sourceCaCertificateSchema = () =>
  caCertificateSchema((reason) => postgresSourceMessages.caCertificateRefused[reason]);

const streamName = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(streamNameMaxLength),
  visibleTextOnly(() => dataStreamsMessages.api.nameInvisible),
);
const providedSecret = z.string().check(z.trim(), z.minLength(8), z.maxLength(500));

export const createStreamSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('webhook'),
    name: streamName,
    service: z.enum(webhookServiceSlugs as [string, ...string[]]),
    mode: z._default(z.enum(streamModes), 'append'),
    datasetName: datasetNameSchema,
    /** For services that make the secret themselves (`theirs`): the one they show. */
    secret: z.optional(providedSecret),
  }),
  z.strictObject({
    kind: z.literal('push'),
    name: streamName,
    /** The catalogue service whose rows it carries, one Tessera cannot pull from yet (`pushServiceSlugs`). */
    service: z.optional(
      z
        .string()
        .check(
          z.refine((slug) => isPushServiceSlug(slug), { error: () => dataStreamsMessages.api.noPushService }),
        ),
    ),
    mode: z._default(z.enum(streamModes), 'append'),
    datasetName: datasetNameSchema,
  }),
  z.strictObject({
    kind: z.literal('url'),
    name: streamName,
    mode: z._default(z.enum(streamModes), 'append'),
    datasetName: datasetNameSchema,
    url: pullUrlSchema(),
    /** One header sent with each pull (e.g. `Authorization`), its value sealed and never returned. */
    header: z.optional(pullHeaderSchema()),
    schedule: z._default(z.enum(pullSchedules), 'daily'),
  }),
  z.strictObject({
    kind: z.literal('postgres'),
    name: streamName,
    mode: z._default(z.enum(streamModes), 'append'),
    datasetName: datasetNameSchema,
    ...postgresSourceInputSchema.shape,
    caCertificate: z.optional(sourceCaCertificateSchema()),
    query: sourceQuerySchema(),
  }),
]);
export type CreateStreamInput = z.input<typeof createStreamSchema>;

/**
 * What `PATCH /api/workspace/data-streams/streams/:id` changes on a source that pulls (its kind cannot change). The
 * write-only parts are kept when left out: a URL pull's address (members see it without its query, which may hold a
 * key) and its header's value, a PostgreSQL source's password. `header: null` removes the header.
 */
export const updateStreamSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('url'),
    name: streamName,
    mode: z.enum(streamModes),
    schedule: z.enum(pullSchedules),
    url: z.optional(pullUrlSchema()),
    header: z.optional(
      z.nullable(
        z.strictObject({
          name: pullHeaderSchema().shape.name,
          value: z.optional(pullHeaderSchema().shape.value),
        }),
      ),
    ),
  }),
  z.strictObject({
    kind: z.literal('postgres'),
    name: streamName,
    mode: z.enum(streamModes),
    ...postgresSourceInputSchema.shape,
    port: z.number().check(z.int(), z.minimum(1), z.maximum(65_535)),
    ssl: z.enum(sourceSslModes),
    schedule: z.enum(sourceSchedules),
    password: z.optional(z.string().check(z.maxLength(1000), z.regex(/^[^\0]*$/))),
    caCertificate: z.optional(sourceCaCertificateSchema()),
    query: sourceQuerySchema(),
  }),
]);
export type UpdateStreamInput = z.output<typeof updateStreamSchema>;

/** A body is needed only by services that make their own secret (`theirs`). */
export const confirmSecretSchema = z.strictObject({
  fingerprint: z.string().check(z.regex(/^[0-9a-f]{8}$/)),
});

export const rotateSecretSchema = z.optional(z.strictObject({ secret: z.optional(providedSecret) }));

/** A pushed cell: text, a number, true/false or null; anything nested is refused with its row. */
export const pushCellSchema = z.nullable(
  z.union([z.string().check(z.maxLength(maxPushCellLength)), z.number(), z.boolean()]),
);
export const pushBodySchema = z.object({ rows: z.array(z.unknown()).check(z.minLength(1)) });

/**
 * How each service's webhooks are set up, for the Data Streams screen (the server's registry,
 * src/server/services/streams/webhooks/, holds the same facts beside the verification): `ours` when Tessera makes
 * the secret and the user pastes it into the service, `theirs` when the service makes it and the user pastes it here.
 */
export const webhookSetups = {
  github: {
    secretSource: 'ours',
    docsUrl: 'https://docs.github.com/en/webhooks/using-webhooks/creating-webhooks',
  },
  gitlab: { secretSource: 'ours', docsUrl: 'https://docs.gitlab.com/user/project/integrations/webhooks/' },
  jira: { secretSource: 'ours', docsUrl: 'https://developer.atlassian.com/cloud/jira/platform/webhooks/' },
  figma: { secretSource: 'ours', docsUrl: 'https://developers.figma.com/docs/rest-api/webhooks/' },
  datadog: { secretSource: 'ours', docsUrl: 'https://docs.datadoghq.com/integrations/webhooks/' },
  linear: { secretSource: 'theirs', docsUrl: 'https://linear.app/developers/webhooks' },
  slack: { secretSource: 'theirs', docsUrl: 'https://api.slack.com/apis/events-api' },
  zoom: { secretSource: 'theirs', docsUrl: 'https://developers.zoom.us/docs/api/webhooks/' },
  sentry: {
    secretSource: 'theirs',
    docsUrl: 'https://docs.sentry.io/integrations/integration-platform/webhooks/',
  },
  notion: { secretSource: 'theirs', docsUrl: 'https://developers.notion.com/reference/webhooks' },
} as const satisfies Record<string, { secretSource: 'ours' | 'theirs'; docsUrl: string }>;
export type WebhookSetup = (typeof webhookSetups)[keyof typeof webhookSetups];

/** The setup of a service that can send webhooks, or undefined for one that cannot (yet). */
export const webhookSetupOf = (slug: string): WebhookSetup | undefined =>
  Object.hasOwn(webhookSetups, slug) ? webhookSetups[slug as keyof typeof webhookSetups] : undefined;

/**
 * The catalogue's services that send no webhooks and that Tessera cannot pull from yet (their APIs need OAuth or
 * the account's own keys): Connect makes a push stream for them, fed by the team's script or automation.
 */
export const pushServiceSlugs: readonly string[] = integrations
  .filter((item) => !item.comingSoon && webhookSetupOf(item.slug) === undefined)
  .map((item) => item.slug);

export function isPushServiceSlug(slug: string): boolean {
  return pushServiceSlugs.includes(slug);
}

/** The Connect dialog's fields for a push stream of a service. */
export const connectPushFormSchema = z.object({ name: streamName, datasetName: datasetNameSchema });

/** The Connect dialog's fields for a webhook stream; an empty secret is left out (only `theirs` services ask). */
export const connectWebhookFormSchema = z.object({
  name: streamName,
  datasetName: datasetNameSchema,
  secret: z.pipe(
    z.string().check(z.trim()),
    z.transform((secret: string) => secret || undefined),
  ),
});

/**
 * The URL pull dialog's fields, to create a pull or to edit one. Creating, the header is optional but its name and
 * value come together (an empty pair is left out of the request). Editing, an empty address keeps the current one
 * (members see it without its query), an empty header value keeps the current value for the same header name (the
 * server refuses a new name without one), and an empty header name removes the header.
 */
export function urlPullFormSchema(editing: boolean) {
  return z
    .object({
      name: streamName,
      datasetName: datasetNameSchema,
      url: z.string().check(
        z.trim(),
        z.maxLength(pullUrlMaxLength),
        z.refine((text) => (editing && text === '') || pullUrlProblem(text) === undefined, {
          error: (issue) => pullUrlProblem(String(issue.input)) ?? dataStreamsMessages.api.badUrl,
        }),
      ),
      mode: z.enum(streamModes),
      schedule: z.enum(pullSchedules),
      headerName: z.string().check(z.trim()),
      headerValue: z.string(),
    })
    .check(
      z.refine(
        (form) =>
          editing
            ? !(form.headerName === '' && form.headerValue !== '')
            : (form.headerName === '') === (form.headerValue === ''),
        { path: ['headerName'], error: () => dataStreamsMessages.pull.headerBoth },
      ),
    );
}

/**
 * The PostgreSQL source dialog's fields (docs/decisions/055): the port is typed as text and sent as a number; an
 * empty password is sent as none (a server that trusts the network). The CA certificate is shown, checked and
 * sent only with `verify-full`, the one mode that uses it.
 */
export const connectPostgresFormSchema = z
  .object({
    name: streamName,
    datasetName: datasetNameSchema,
    mode: z.enum(streamModes),
    schedule: z.enum(sourceSchedules),
    host: postgresSourceInputSchema.shape.host,
    port: z.string().check(
      z.trim(),
      z.refine((text) => /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535, {
        error: () => postgresSourceMessages.form.badPort,
      }),
    ),
    database: postgresSourceInputSchema.shape.database,
    user: postgresSourceInputSchema.shape.user,
    password: z.string(),
    ssl: z.enum(sourceSslModes),
    caCertificate: z.string(),
    query: sourceQuerySchema(),
  })
  .check(
    z.refine(
      (values) => values.ssl !== 'verify-full' || caCertificateRefusal(values.caCertificate) === undefined,
      {
        error: (issue) => {
          const reason = caCertificateRefusal(
            String((issue.input as { caCertificate: string }).caCertificate),
          );
          return reason && postgresSourceMessages.caCertificateRefused[reason];
        },
        path: ['caCertificate'],
      },
    ),
  );
