import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { DatasetDetail, DatasetSummary } from '../../../shared/datasets';
import { sampleColumns, sampleRows } from '../../../../scripts/generate-sample-data';
import { sampleDatasetFile } from '../../services/datasets/sample-dataset';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

describeOnEachDatabase('POST /api/workspace/datasets/sample', (context) => {
  const request = (cookie: string, path = '', init: RequestInit = {}) =>
    context().app.request(`/api/workspace/datasets${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });
  const trySample = (cookie: string, headers: Record<string, string> = {}) =>
    request(cookie, '/sample', { method: 'POST', headers });
  const list = async (cookie: string) =>
    ((await (await request(cookie)).json()) as { datasets: DatasetSummary[] }).datasets;

  it('saves the shipped sample as an upload of it would be, for every member to open', async () => {
    const owner = await signedUpOwner(context());
    const response = await trySample(owner.cookie);
    expect(response.status, await response.clone().text()).toBe(201);
    const { dataset } = (await response.json()) as { dataset: DatasetDetail };
    const shipped = readFileSync(sampleDatasetFile);
    expect(dataset).toMatchObject({
      name: 'Sample sales',
      format: 'csv',
      rowCount: sampleRows,
      columnCount: sampleColumns.length,
      sizeBytes: shipped.length,
      uploader: { id: owner.userId },
      canDelete: true,
    });
    expect(dataset.preview.names).toEqual([...sampleColumns]);
    expect(dataset.preview.columns.slice(0, 3).map((values) => values[0])).toEqual([
      'SO-10001',
      '2024-01-01',
      'North',
    ]);
    // Read like any upload, every column gets the type a reader expects; nothing needed attention.
    expect(dataset.profile.columns.map((column) => column.kind)).toEqual([
      'id',
      'date',
      'category',
      'category',
      'category',
      'number',
      'number',
      'number',
      'number',
      'number',
      'boolean',
      'category',
    ]);
    expect(dataset.report.anomalyCount).toBe(0);

    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    expect(await list(collaborator.cookie)).toEqual([
      expect.objectContaining({
        id: dataset.id,
        name: 'Sample sales',
        rowCount: sampleRows,
        columnCount: 12,
      }),
    ]);
    const opened = await request(collaborator.cookie, `/${dataset.id}`);
    expect(((await opened.json()) as { dataset: DatasetDetail }).dataset.profile).toEqual(dataset.profile);
    const file = await request(collaborator.cookie, `/${dataset.id}/file`);
    expect(file.headers.get('content-disposition')).toContain('filename="Sample sales.csv"');
    expect(Buffer.from(await file.arrayBuffer()).equals(shipped)).toBe(true);
    // The copy read for it is gone, and the shipped file is still there for the next one.
    expect(readdirSync(join(context().env.DATA_DIR, 'storage', '.uploads'))).toEqual([]);
    expect((await trySample(owner.cookie)).status).toBe(201);
    expect(await list(owner.cookie)).toHaveLength(2);
  });

  it('names it in the language of the one who asks', async () => {
    const owner = await signedUpOwner(context());
    const response = await trySample(owner.cookie, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { dataset: DatasetDetail }).dataset.name).toBe('Beispiel-Verkäufe');
  });

  it('is for those who may save datasets, and stays in their workspace', async () => {
    const owner = await signedUpOwner(context());
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const refused = await trySample(collaborator.cookie);
    expect(refused.status).toBe(403);
    expect(await list(owner.cookie)).toEqual([]);
    expect((await trySample('')).status).toBe(401);

    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const saved = await trySample(editor.cookie);
    expect(saved.status).toBe(201);
    const { dataset } = (await saved.json()) as { dataset: DatasetDetail };
    const stranger = await signedUpOwner(context());
    expect(await list(stranger.cookie)).toEqual([]);
    expect((await request(stranger.cookie, `/${dataset.id}`)).status).toBe(404);
    expect((await request(stranger.cookie, `/${dataset.id}/file`)).status).toBe(404);
  });
});
