import { afterAll, beforeAll, expect, it } from 'vitest';
import { useReaderHeapLimits } from '../../services/datasets/analyse';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin, type TestApp } from '../../test/test-app';

// The reading thread gets a small heap here, so a file of a few MB fills it as a 20 MB file of tiny cells fills
// the real one (services/datasets/analyse.ts `readerHeapLimits`).
beforeAll(() => useReaderHeapLimits({ maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 }));
afterAll(() => useReaderHeapLimits());

/** 200,000 rows of ten distinct seven-digit cells (~16 MB): 2 million strings need more than a 48 MB heap. */
const heavy = `${'abcdefghij'.split('').join(',')}\n${Array.from({ length: 200_000 }, (_, row) =>
  Array.from({ length: 10 }, (_, column) => 1_000_000 + row * 10 + column).join(','),
).join('\n')}\n`;

const upload = (context: () => TestApp, cookie: string, content: string) => {
  const body = new FormData();
  body.append('file', new Blob([content], { type: 'text/csv' }), 'numbers.csv');
  body.append('name', 'Numbers');
  return context().app.request('/api/workspace/datasets', {
    method: 'POST',
    headers: { origin: testOrigin, cookie },
    body,
  });
};

describeOnEachDatabase('/api/workspace/datasets with a file past the reader’s memory', (context) => {
  it('answers a 400 naming the file and why, saves nothing, and keeps serving', async () => {
    const owner = await signedUpOwner(context());
    const refused = await upload(context, owner.cookie, heavy);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'invalid_dataset',
        field: 'file',
        message:
          'Reading this file needs more memory than the server allows for one upload. Try a smaller or simpler file.',
      },
    });
    const list = await context().app.request('/api/workspace/datasets', {
      headers: { cookie: owner.cookie },
    });
    expect(await list.json()).toEqual({ datasets: [] });

    expect((await context().app.request('/api/health')).status).toBe(200);
    const next = await upload(context, owner.cookie, 'city,population\nParis,2100000\n');
    expect(next.status).toBe(201);
  });
});
