import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { buildWorkbook } from '../../../shared/data/ingest/test/xlsx-builder';
import type { DatasetDetail } from '../../../shared/datasets';
import { datasets } from '../../db/schema/index';
import { readDataset, type ReadTask } from '../../services/datasets/read-dataset';
import { spoolDirOf } from '../../storage/spool';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

// The reader's thread, counting what it reads and held shut until the test opens it.
const reader = vi.hoisted(() => {
  let open = () => {};
  let opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  let runs = 0;
  /** What each reading was given: 'string' for the path of a file on disk, 'object' for bytes in memory. */
  const given: string[] = [];
  return {
    given,
    wait: async () => {
      runs++;
      waiting++;
      await opened;
      waiting--;
    },
    waiting: () => waiting,
    runs: () => runs,
    open: () => open(),
    close: () => (opened = new Promise<void>((resolve) => (open = resolve))),
  };
});

vi.mock('piscina', () => ({
  Piscina: class {
    async run(task: ReadTask) {
      reader.given.push(typeof task.file);
      await reader.wait();
      return readDataset(task);
    }
    on() {
      return this;
    }
    async destroy() {}
  },
}));

const spooled = (dataDir: string) => {
  try {
    return readdirSync(spoolDirOf(dataDir));
  } catch {
    return [];
  }
};

describeOnEachDatabase('/api/workspace/datasets read in the reader (here in-process)', (context) => {
  // In-process because from source the worker thread cannot load the Excel reader's chunk (see the report).
  it('refuses a workbook spelling NUL with a 400 naming the file, not a 500 from the database', async () => {
    const owner = await signedUpOwner(context());
    const body = new FormData();
    const workbook = buildWorkbook({ sheets: [{ name: 'S', rows: [['a'], ['x_x0000_y']] }] });
    body.append('file', new Blob([workbook as BlobPart]), 'nul.xlsx');
    body.append('name', 'Nul');
    reader.open();
    const refused = await context().app.request('/api/workspace/datasets', {
      method: 'POST',
      headers: { origin: testOrigin, cookie: owner.cookie },
      body,
    });
    expect(refused.status, await refused.clone().text()).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'invalid_dataset',
        message:
          'This Excel workbook is damaged and could not be read. Open it in Excel and save it again, or save the sheet as CSV.',
        field: 'file',
      },
    });
  });

  it('is read again once for everyone who opens it meanwhile, never once per caller', async () => {
    const owner = await signedUpOwner(context());
    const members = await Promise.all(
      (['admin', 'editor', 'editor', 'collaborator', 'collaborator', 'collaborator'] as const).map((role) =>
        teammate(context(), owner.workspace.id, role),
      ),
    );
    const request = (cookie: string, path = '', init: RequestInit = {}) =>
      context().app.request(`/api/workspace/datasets${path}`, {
        ...init,
        headers: { origin: testOrigin, cookie },
      });
    const body = new FormData();
    body.append('file', new Blob(['city,population\nParis,2100000\nLyon,520000\n']), 'cities.csv');
    body.append('name', 'Cities');
    reader.open();
    const saved = await request(owner.cookie, '', { method: 'POST', body });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { dataset } = (await saved.json()) as { dataset: DatasetDetail };
    reader.close();
    await context()
      .database.db.update(datasets)
      .set({ profile: { profile: { rowCount: 2, columnCount: 2, columns: [] }, preview: {} } })
      .where(eq(datasets.id, dataset.id));
    const before = reader.runs();

    // More members than the reader holds uploads open it at once: each read it again, and past five a 503.
    const opening = [owner, ...members].map((member) => request(member.cookie, `/${dataset.id}`));
    await vi.waitFor(() => expect(reader.waiting()).toBeGreaterThan(0));
    reader.open();
    const answers = await Promise.all(opening);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const opened = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { dataset: DatasetDetail }).dataset),
    );
    for (const one of opened) expect(one.profile).toEqual(dataset.profile);
    expect(reader.runs() - before).toBe(1);
    // The stored file was read again from a spooled copy on disk, never held whole by the request thread, and
    // the copy is gone.
    expect(reader.given.at(-1)).toBe('string');
    expect(spooled(context().env.DATA_DIR)).toEqual([]);
  });
});
