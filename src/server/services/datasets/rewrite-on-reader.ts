import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { ApiError } from '../../lib/api-error';
import { outOfMemory, readTimeoutMs, refuseWhenBusy, runOnReader } from './analyse';
import type { CsvRewrite, RewriteTask } from './csv-rewrite';

/**
 * Who waits for a rewrite: a member's download (`accountId`, refused with a 503 when the reader is full or holds
 * one of this account's already, as an upload is; `signal`: the request, whose client may go away), or a batch
 * (neither: it waits for a place).
 */
export type RewriteFor = { accountId?: string; signal?: AbortSignal };

/**
 * `source` (a stored CSV, decompressed) spooled, rewritten on the reading thread (`csv-rewrite.ts`), and the path of
 * the rewritten file in `spoolDir` answered: the caller removes it. The request thread only moves bytes. Takes
 * `readTimeoutMs` at most, waiting for a place included: past it a 503 to retry (the reader busy with uploads, or
 * the file too slow to rewrite), a 400 when the file filled the thread's heap; no file is left behind.
 */
export async function rewriteOnReader(
  source: Readable,
  rewrite: CsvRewrite,
  spoolDir: string,
  { accountId, signal }: RewriteFor = {},
): Promise<string> {
  // Before the bytes are spooled: a download the reader cannot take now costs nothing.
  if (accountId !== undefined) refuseWhenBusy(accountId);
  const limit = AbortSignal.timeout(readTimeoutMs);
  await mkdir(spoolDir, { recursive: true });
  const from = join(spoolDir, randomUUID());
  const to = join(spoolDir, randomUUID());
  try {
    await pipeline(source, createWriteStream(from), { signal: limit });
    const task: RewriteTask = { kind: 'rewrite-csv', from, to, rewrite };
    await runOnReader<void>(task, {
      signal: signal ? AbortSignal.any([limit, signal]) : limit,
      accountId,
    });
    return to;
  } catch (error) {
    await rm(to, { force: true });
    throw busy(error) ?? outOfMemory(error) ?? error;
  } finally {
    await rm(from, { force: true });
  }
}

/** The caller's answer when the reader ran out of time, waiting included (an upload's is `timedOut`, a 400). */
function busy(error: unknown): ApiError | undefined {
  const { name } = (error ?? {}) as { name?: unknown };
  if (name !== 'AbortError' && name !== 'TimeoutError') return undefined;
  return new ApiError(503, 'busy', playgroundMessages.api.busy, { 'retry-after': '60' });
}
