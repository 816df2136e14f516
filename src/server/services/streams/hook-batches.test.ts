// The group commit's answers: a refused group answers each delivery in its own request's language.
import { describe, expect, it, vi } from 'vitest';
import { withLanguage } from '../../lib/language';
import { deliverInBatch } from './hook-batches';
import type { HookStores } from './hook-batches';
import type * as Inbox from './hook-inbox';
import { pausedError } from './ingest-refusals';

vi.mock('./hook-inbox', async (importOriginal) => {
  const original = await importOriginal<typeof Inbox>();
  // The stream was paused after these deliveries were verified: each group is refused as a paused stream's is,
  // in its requests' language.
  return {
    ...original,
    acceptGroups: vi.fn(async (_db: unknown, groups: Inbox.HookGroup[]) =>
      groups.map((group) => ({ ok: false, error: withLanguage(group.language!, () => pausedError()) })),
    ),
  };
});

const stores = { db: {}, folds: { soon: vi.fn() } } as unknown as HookStores;
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
