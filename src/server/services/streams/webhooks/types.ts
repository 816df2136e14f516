/**
 * One webhook-sending service of the Data Streams catalogue (issue 24): how its deliveries are verified and how each
 * event becomes rows. Pure: no database, no clock but `receivedAt`, no network. The receiving route
 * (`POST /api/hooks/:streamId`) looks the stream up, calls `verify` with the stream's decrypted secret, drops a
 * replayed `deliveryId`, then appends `toRows(event)` for each event through the data core's import.
 */

/** A cell of an event's row; dates are ISO 8601 strings, as the import reads them. */
export type StreamCell = string | number | boolean | null;
export type StreamRow = Record<string, StreamCell>;

export type WebhookRequest = {
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  /**
   * The body exactly as received, as bytes: signatures are computed over these, never over text decoded from them
   * (decoding drops a BOM and replaces invalid UTF-8, so a body signed over its bytes would no longer verify).
   */
  rawBody: Buffer;
  /** The full URL the service called (Slack and Zoom sign or echo parts of it in some schemes). */
  url: string;
  receivedAt: Date;
};

export type WebhookVerdict =
  /** Signed and fresh: the events it carries (most services send one). */
  | { kind: 'accepted'; deliveryId: string | null; events: unknown[] }
  /** A URL-verification handshake (Slack's `url_verification`, Zoom's `endpoint.url_validation`): answered, nothing stored. */
  | {
      kind: 'handshake';
      body: unknown;
      /**
       * Set only by a service whose secret arrives in its own handshake (Notion posts its `verification_token`
       * once, unsigned, to a subscription's URL). Anyone with the URL could send one, so the route keeps it only
       * as the stream's pending secret while it has none (`verify` is called with `''` then); it verifies nothing
       * until an Owner or Admin confirms it in the app, and a later handshake replaces it.
       */
      capturedSecret?: string;
    }
  /** 401, counted on the stream, never stored. */
  | { kind: 'rejected'; reason: 'unsigned' | 'bad-signature' | 'stale' | 'malformed' };

export type WebhookService = {
  /** The catalogue slug (src/shared/data-streams catalogue), e.g. `github`. */
  slug: string;
  /**
   * `ours`: Tessera generates the secret and the user pastes it into the service (GitHub, GitLab …).
   * `theirs`: the service generates it and the user pastes it into Tessera (Slack's signing secret, Zoom's token …).
   */
  secretSource: 'ours' | 'theirs';
  /** The documentation page the setup steps follow. */
  docsUrl: string;
  verify(request: WebhookRequest, secret: string): WebhookVerdict;
  /** One event to rows, through the service's mapping kept as data (event type, actor, title, state, URL, times …). */
  toRows(event: unknown): StreamRow[];
};
