import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DatasetDetail } from '../../../shared/datasets';
import { chunkBytes } from '../../storage/chunk-store';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, fromPeer, testOrigin, type TestApp } from '../../test/test-app';

/** About 1.2 MB of CSV that gzip cannot shrink much: several chunks, well past any one statement's share. */
const bigCsv = () =>
  `id,token\n${Array.from({ length: 12_000 }, (_, i) => `${i},${randomBytes(72).toString('base64')}`).join('\n')}\n`;

/** The rows of a raw query, as both drivers answer them. */
const rowsOf = async (testApp: TestApp, query: ReturnType<typeof sql>) =>
  ((await testApp.database.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;

type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/** The largest parameter, in bytes, of every statement sent through the database handle while `run` runs. */
async function largestParameter(testApp: TestApp, run: () => Promise<unknown>) {
  const client = (testApp.database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  let largest = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const values = Array.isArray(args[1]) ? args[1] : ((args[0] as { values?: unknown[] })?.values ?? []);
    for (const value of values as unknown[]) {
      const size = typeof value === 'string' || value instanceof Uint8Array ? value.length : 0;
      largest = Math.max(largest, size);
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return largest;
}

describeOnEachDatabase('dataset files in the file store', (context) => {
  const request = (cookie: string, path = '', init: RequestInit = {}, address?: string) =>
    context().app.request(
      `/api/workspace/datasets${path}`,
      { ...init, headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) } },
      address ? fromPeer(address) : undefined,
    );
  const save = async (cookie: string, content: string) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'tokens.csv');
    form.append('name', 'Tokens');
    const response = await request(cookie, '', { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { dataset: DatasetDetail }).dataset;
  };

  it('keeps the file out of the database thread: under DATA_DIR when embedded, in 256 KB chunk rows on PostgreSQL', async () => {
    const owner = await signedUpOwner(context());
    const csv = bigCsv();
    let dataset: DatasetDetail | undefined;
    const largest = await largestParameter(context(), async () => {
      dataset = await save(owner.cookie, csv);
    });
    const name = `${dataset!.id}.gz`;
    if (context().database.kind === 'pglite') {
      // The file is on disk, compressed; the embedded database never saw its bytes.
      const path = join(context().env.DATA_DIR, 'storage', 'datasets', name);
      expect(existsSync(path)).toBe(true);
      expect(gunzipSync(readFileSync(path)).toString()).toBe(csv);
      expect(largest).toBeLessThan(64 * 1024);
      expect(await rowsOf(context(), sql`select count(*)::int as n from storage_chunks`)).toEqual([{ n: 0 }]);
    } else {
      const [chunks] = await rowsOf(
        context(),
        sql`select count(*)::int as n, max(octet_length(data))::int as largest
            from storage_chunks where bucket = 'datasets' and name = ${name}`,
      );
      const { n, largest: largestChunk } = chunks!;
      expect(n).toBeGreaterThan(1);
      expect(largestChunk).toBeLessThanOrEqual(chunkBytes);
      expect(existsSync(join(context().env.DATA_DIR, 'storage', 'datasets', name))).toBe(false);
    }
    expect(await context().deps.storage.list('datasets')).toContain(name);
    // The spooled upload is gone: nothing left behind.
    expect(existsSync(join(context().env.DATA_DIR, 'storage', '.uploads'))).toBe(true);
    expect(readdirSync(join(context().env.DATA_DIR, 'storage', '.uploads'))).toEqual([]);

    // A member downloads exactly the bytes uploaded, streamed with their length.
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const file = await request(collaborator.cookie, `/${dataset!.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(Buffer.byteLength(csv)));
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(csv))).toBe(true);

    // Deleting the dataset deletes its file.
    expect((await request(owner.cookie, `/${dataset!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await context().deps.storage.list('datasets')).not.toContain(name);
  });

  it('refuses downloads past the account’s allowance with a 429 and Retry-After', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie, 'a,b\n1,2\n');
    for (let i = 0; i < 30; i++) {
      const response = await request(owner.cookie, `/${dataset.id}/file`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await request(owner.cookie, `/${dataset.id}/file`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('refuses downloads past the address’s allowance, whichever account asks', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie, 'a,b\n1,2\n');
    const members = [
      owner,
      await teammate(context(), owner.workspace.id, 'collaborator'),
      await teammate(context(), owner.workspace.id, 'editor'),
    ];
    const address = `100.99.${Math.floor(Math.random() * 250)}.7`;
    for (const member of members.slice(0, 2)) {
      for (let i = 0; i < 30; i++) {
        const response = await request(member.cookie, `/${dataset.id}/file`, {}, address);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    const refused = await request(members[2]!.cookie, `/${dataset.id}/file`, {}, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The same member from another address still downloads.
    expect((await request(members[2]!.cookie, `/${dataset.id}/file`)).status).toBe(200);
  });
});
