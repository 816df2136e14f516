import * as z from 'zod/mini';
import '../zod-setup';
import { datasetMaxColumns } from '../dataset-limits';
import { textEncodings } from './ingest/decode';
import { delimiters, quotes } from './ingest/sniff';
import { columnKinds } from './ingest/types';
import type { ImportChoices } from './profile/types';

const dateOrders = ['ymd', 'dmy', 'mdy'] as const;

/**
 * The import choices an upload may carry (the multipart field `choices`, JSON): exactly the shape of
 * `ImportChoices`, every part optional, unknown keys refused. The server reads the file again with them.
 */
export const importChoicesSchema = z.strictObject({
  encoding: z.optional(z.enum(textEncodings)),
  dialect: z.optional(
    z.strictObject({
      delimiter: z.optional(z.enum(delimiters)),
      quote: z.optional(z.enum(quotes)),
      header: z.optional(z.boolean()),
      decimal: z.optional(z.enum(['.', ','])),
      thousands: z.optional(z.enum(['', ',', '.', ' ', "'"])),
    }),
  ),
  ragged: z.optional(z.enum(['keep', 'skip'])),
  booleanDigits: z.optional(z.boolean()),
  overrides: z.optional(
    z
      .record(
        z.string().check(z.maxLength(1000)),
        z.strictObject({
          kind: z.optional(z.enum(columnKinds)),
          dateOrder: z.optional(z.enum(dateOrders)),
        }),
      )
      .check(z.refine((record) => Object.keys(record).length <= datasetMaxColumns + 1)),
  ),
  sheet: z.optional(z.string().check(z.maxLength(255))),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schema and the contract (`ImportChoices`) must not drift apart: this stops compiling when they do. */
export const choicesSchemaMatchesContract: Same<z.infer<typeof importChoicesSchema>, ImportChoices> = true;

/** The `choices` field of an upload: absent is `{}`; JSON that is not valid choices is undefined. */
export function parseImportChoices(text: string | undefined): ImportChoices | undefined {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = importChoicesSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
