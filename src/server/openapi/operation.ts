import * as z from 'zod/mini';
import type { WorkspaceAction } from '../../shared/permissions';

export type JsonSchema = Record<string, unknown>;

/** A shared zod schema under the name the document lists it by (`#/components/schemas/<name>`). */
export type Named = { name: string; schema: z.ZodMiniType; io: 'input' | 'output' };

/** Who may call: a session cookie from our pages, a workspace API key, a stream's signature, or anyone. */
export type Caller = 'session' | 'admin' | 'apiKey' | 'signature' | 'public';

/** One mounted route as the document describes it. `path` is Hono's (`/api/workspace/datasets/:id`). */
export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  caller: Caller;
  /**
   * The workspace action `requireWorkspace(action)` asks of the caller's role (src/shared/permissions.ts); the
   * document names the roles that may. Routes of the active workspace without one are open to every member.
   */
  action?: WorkspaceAction;
  operationId?: string;
  description?: string;
  /** A JSON body checked by this shared schema, or another media type described by hand. */
  body?: Named | { content: Record<string, { schema: JsonSchema }>; required?: boolean };
  /** The query, checked by this shared object schema. */
  query?: z.ZodMiniType;
  /** Path parameters that are not uuids (default `format: uuid`). */
  pathParams?: Record<string, JsonSchema>;
  /** Other parameters (headers), as OpenAPI writes them. */
  parameters?: JsonSchema[];
  /** The success answer: its status (200 unless told), what it holds, and its schema when one is shared. */
  ok?: { status?: number; description: string; schema?: Named | JsonSchema; empty?: boolean };
  /** The error answers, when the route says more than the common ones; replaces them. */
  responses?: Record<string, JsonSchema>;
};

/** A shared zod schema, named for the document. */
export const named = (name: string, schema: z.ZodMiniType, io: 'input' | 'output' = 'input'): Named => ({
  name,
  schema,
  io,
});

/** A shared zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12), by zod's own converter. */
export function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const error = (description: string) => ({ description, content: json(ref('Error')) });
