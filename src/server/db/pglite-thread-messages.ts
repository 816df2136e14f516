// What the request thread and the embedded database's own thread say to each other (docs/decisions/089).

/** How the thread opens PGlite: in `dir`, or in memory (started from the dump `loadDataDir` when given). */
export type PgliteThreadStart = { dir?: string; loadDataDir?: ArrayBuffer };

/** A query or statements, on the client or on the open transaction `tx`; a transaction begun or ended. */
export type PgliteRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'ping' }
  | { id: number; op: 'close' };

/** An error as it crossed: its name and message, and its own fields that can be copied (PostgreSQL's `code` …). */
export type CrossedError = { name: string; message: string; fields: Record<string, unknown> };

export type PgliteReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: CrossedError }
  | { ready: true }
  | { ready: false; error: CrossedError };

/** `error` in a form the other thread can rebuild: fields that cannot be copied (functions) are left out. */
export function crossedError(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    try {
      fields[key] = structuredClone(value);
    } catch {
      // a parser or serializer among the query's options: not the error's substance
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error rebuilt on this side: an `Error` with the same name, message and fields. */
export function rebuiltError({ name, message, fields }: CrossedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
