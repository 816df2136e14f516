// The group commit's answers: a batch that fails answers each delivery in its own request's language.
import { describe, expect, it, vi } from 'vitest';
import { withLanguage } from '../../lib/language';
import { deliverInBatch } from './hook-batches';
import type * as IngestDeliveries from './ingest-deliveries';
import { pausedError } from './ingest-refusals';
import type { IngestStores } from './ingest-types';

vi.mock('./ingest-deliveries', async (importOriginal) => {
  const original = await importOriginal<typeof IngestDeliveries>();
  // The stream was paused after these deliveries were verified: their batch fails as a paused stream's does.
  return { ...original, ingestDeliveries: vi.fn(async () => Promise.reject(pausedError())) };
});

const stores = { db: {} } as unknown as IngestStores;
const stream = { id: 'stream-1', workspaceId: 'workspace-1', sealedSecret: null };
const delivery = { rows: [{ type: 'issues' }], receipts: [] };

describe('deliverInBatch', () => {
  it('answers each delivery of a failed batch in the language its request asked for', async () => {
    const answers = await Promise.allSettled([
      withLanguage('en', () => deliverInBatch(stores, stream, delivery)),
      withLanguage('de', () => deliverInBatch(stores, stream, delivery)),
      withLanguage('fr', () => deliverInBatch(stores, stream, delivery)),
    ]);
    expect(
      answers.map((answer) => (answer.status === 'rejected' ? String(answer.reason.message) : '')),
    ).toEqual([
      'This data stream is paused: resume it to receive data.',
      'Dieser Datenstrom ist pausiert: Setzen Sie ihn fort, um Daten zu empfangen.',
      expect.stringMatching(/en pause/),
    ]);
  });
});
