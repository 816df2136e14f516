import { eq } from 'drizzle-orm';
import { HonoRequest } from 'hono/request';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it, vi } from 'vitest';
import { datasetMaxBytes, type DatasetDetail, type DatasetSummary } from '../../../shared/datasets';
import { datasets } from '../../db/schema/index';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const csv = 'city,population,capital\nParis,2100000,true\nLyon,520000,false\nNice,,false\n';

/** A multipart body as the playground sends it: the file and its name; extra fields to test refusals. */
function formOf(content: string | Uint8Array, name = 'Cities', extra: [string, string][] = []) {
  const form = new FormData();
  form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), 'cities.csv');
  form.append('name', name);
  for (const [key, value] of extra) form.append(key, value);
  return form;
}

describeOnEachDatabase('/api/workspace/datasets', (context) => {
  const request = (cookie: string, path = '', init: RequestInit = {}) =>
    context().app.request(`/api/workspace/datasets${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });
  const upload = (cookie: string, body: FormData) => request(cookie, '', { method: 'POST', body });
  const save = async (cookie: string, content = csv, name = 'Cities') => {
    const response = await upload(cookie, formOf(content, name));
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { dataset: DatasetDetail }).dataset;
  };
  const list = async (cookie: string) =>
    ((await (await request(cookie)).json()) as { datasets: DatasetSummary[] }).datasets;

  it('profiles the upload itself, stores it compressed and shows it to every member', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    expect(dataset).toMatchObject({
      name: 'Cities',
      format: 'csv',
      rowCount: 3,
      columnCount: 3,
      sizeBytes: Buffer.byteLength(csv),
      uploader: { id: owner.userId },
      canDelete: true,
      preview: {
        names: ['city', 'population', 'capital'],
        columns: [
          ['Paris', 'Lyon', 'Nice'],
          ['2100000', '520000', ''],
          ['true', 'false', 'false'],
        ],
        rowCount: 3,
        lines: [2, 3, 4],
      },
      report: { format: 'csv', encoding: 'utf-8', dialect: { delimiter: ',' }, anomalyCount: 0, choices: {} },
    });
    expect(dataset.profile).toMatchObject({ version: 2, rowCount: 3, columnCount: 3 });
    expect(dataset.profile.columns.map((column) => [column.name, column.kind, column.missing])).toEqual([
      ['city', 'text', 0],
      ['population', 'number', 1],
      ['capital', 'boolean', 0],
    ]);
    const stored = await context().deps.storage.get('datasets', `${dataset.id}.gz`);
    expect(gunzipSync(stored!.data).toString()).toBe(csv);

    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const seen = await list(collaborator.cookie);
    expect(seen).toEqual([
      expect.objectContaining({ id: dataset.id, name: 'Cities', rowCount: 3, canDelete: false }),
    ]);
    expect(seen[0]!.uploader).toEqual({ id: owner.userId, name: owner.account.name });
    const one = await request(collaborator.cookie, `/${dataset.id}`);
    expect(((await one.json()) as { dataset: DatasetDetail }).dataset).toEqual({
      ...dataset,
      canDelete: false,
    });
    const file = await request(collaborator.cookie, `/${dataset.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="Cities.csv"');
    expect(await file.text()).toBe(csv);
  });

  it('reads JSON too', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie, '{"rows":[{"a":1,"b":"x"},{"a":2.5,"b":"y"}]}', 'Json');
    expect(dataset).toMatchObject({ format: 'json', rowCount: 2, columnCount: 2 });
    expect(dataset.profile.columns[0]).toMatchObject({ kind: 'number', stats: { min: 1, max: 2.5 } });
    expect(dataset.report).toMatchObject({ format: 'json', anomalies: [], anomalyCount: 0 });
  });

  it('loads a file with ragged rows, listing each by line, and reads it again with the user’s choices', async () => {
    const owner = await signedUpOwner(context());
    const ragged = 'a,b,c,d,e\n' + '1,2,3,4,5\n'.repeat(11) + '1,2,3,4,5,6,7\n' + '1,2\n';
    const dataset = await save(owner.cookie, ragged, 'Ragged');
    expect(dataset).toMatchObject({ rowCount: 13, columnCount: 6 });
    expect(dataset.report.anomalyCount).toBe(2);
    expect(dataset.report.anomalies).toEqual([
      { kind: 'long-row', line: 13, raw: '1,2,3,4,5,6,7', action: 'extra', expected: 5, found: 7, row: 12 },
      { kind: 'short-row', line: 14, raw: '1,2', action: 'padded', expected: 5, found: 2, row: 13 },
    ]);
    expect(dataset.profile.columns.map((column) => column.name)).toEqual(['a', 'b', 'c', 'd', 'e', 'extra']);

    const choices = { ragged: 'skip', dialect: { delimiter: ',' }, overrides: { a: { kind: 'text' } } };
    const skipped = await upload(
      owner.cookie,
      formOf(ragged, 'Skipped', [['choices', JSON.stringify(choices)]]),
    );
    expect(skipped.status, await skipped.clone().text()).toBe(201);
    const read = ((await skipped.json()) as { dataset: DatasetDetail }).dataset;
    expect(read).toMatchObject({ rowCount: 11, columnCount: 5, report: { choices, anomalyCount: 2 } });
    expect(read.profile.columns[0]).toMatchObject({ name: 'a', kind: 'text', overridden: true });
  });

  it('refuses choices that are not JSON, or not the import choices, with a 400 and keeps nothing', async () => {
    const owner = await signedUpOwner(context());
    for (const choices of ['{not json', '[]', '{"ragged":"drop"}', '{"encoding":"ebcdic"}', '{"x":1}']) {
      const response = await upload(owner.cookie, formOf(csv, 'Cities', [['choices', choices]]));
      expect(response.status, choices).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_input',
          message:
            'Send the import choices in the field "choices" as JSON in the shape of the import screen’s choices.',
          field: 'choices',
        },
      });
    }
    expect(await list(owner.cookie)).toEqual([]);
  });

  it('reads a dataset saved before the data core again from its file the first time it is opened', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    // The shape stored before issue 19: no `version: 2`, no import report, the preview row by row.
    const old = {
      profile: {
        rowCount: 3,
        columnCount: 3,
        columns: [{ name: 'city', type: 'text', empty: 0, distinct: 3, topValues: [] }],
      },
      preview: { columns: ['city', 'population', 'capital'], rows: [['Paris', '2100000', 'true']] },
    };
    const { db } = context().database;
    await db.update(datasets).set({ profile: old }).where(eq(datasets.id, dataset.id));
    const opened = await request(owner.cookie, `/${dataset.id}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { dataset: DatasetDetail }).dataset).toEqual(dataset);
    const [row] = await db
      .select({ profile: datasets.profile })
      .from(datasets)
      .where(eq(datasets.id, dataset.id));
    expect(row!.profile).toEqual({
      profile: dataset.profile,
      report: dataset.report,
      preview: dataset.preview,
      insights: dataset.insights,
    });
  });

  it('keeps another workspace’s datasets out of reach (404), and strangers out (401)', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const stranger = await signedUpOwner(context());
    expect(await list(stranger.cookie)).toEqual([]);
    for (const [method, path] of [
      ['GET', `/${dataset.id}`],
      ['GET', `/${dataset.id}/file`],
      ['DELETE', `/${dataset.id}`],
    ] as const) {
      const response = await request(stranger.cookie, path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No such dataset in this workspace.' },
      });
    }
    expect((await request(owner.cookie, '/not-a-uuid')).status).toBe(404);
    expect((await request('', '')).status).toBe(401);
    expect((await request('', `/${dataset.id}`)).status).toBe(401);
    expect((await list(owner.cookie)).map((entry) => entry.id)).toEqual([dataset.id]);
  });

  it('refuses a file that cannot be read with what and why, and keeps nothing', async () => {
    const owner = await signedUpOwner(context());
    const binary = await upload(owner.cookie, formOf(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10])));
    expect(binary.status).toBe(400);
    expect(await binary.json()).toEqual({
      error: {
        code: 'invalid_dataset',
        message: 'This is not a text file. Save it as CSV or JSON and try again.',
        field: 'file',
      },
    });
    const json = await upload(owner.cookie, formOf('[{"a":1}, 2]'));
    expect(((await json.json()) as { error: { message: string } }).error.message).toBe(
      'Row 2: expected an object, found a number.',
    );
    // Text a database cannot hold, and nesting too deep to write out, are the file's fault: 400, not 500.
    expect((await upload(owner.cookie, formOf('[{"a":"x\\u0000y"}]'))).status).toBe(400);
    expect((await upload(owner.cookie, formOf('[{"a":"\\ud800"}]'))).status).toBe(400);
    const deep = await upload(owner.cookie, formOf(`[{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}]`));
    expect(((await deep.json()) as { error: { message: string } }).error.message).toBe(
      'Row 1: a value is nested too deeply to read.',
    );
    expect(await list(owner.cookie)).toEqual([]);
  });

  it('saves a file whose long cells and names are cut beside an emoji (half of one is no text: a 500 before)', async () => {
    const owner = await signedUpOwner(context());
    const cell = `${'x'.repeat(198)}😀 and more`;
    const name = `${'n'.repeat(254)}😀 and more`;
    const dataset = await save(owner.cookie, `${name},b\n${cell},1\n${cell},2\n`);
    expect(dataset.profile.columns.map((column) => column.name)).toEqual(['n'.repeat(254), 'b']);
    expect(dataset.preview.columns[0]).toEqual([`${'x'.repeat(198)}…`, `${'x'.repeat(198)}…`]);
  });

  it('keeps long cells cut in the stored preview and top values, and the file whole', async () => {
    const owner = await signedUpOwner(context());
    const long = 'x'.repeat(100_000);
    const dataset = await save(owner.cookie, `note\n${long}\n${long}\n`);
    expect(dataset.preview.columns[0]![0]).toHaveLength(200);
    const column = dataset.profile.columns[0]!;
    expect(column.kind === 'text' || column.kind === 'category').toBe(true);
    expect((column.kind === 'text' || column.kind === 'category') && column.topValues[0]!.value).toHaveLength(
      200,
    );
    const file = await request(owner.cookie, `/${dataset.id}/file`);
    expect((await file.text()).length).toBe(`note\n${long}\n${long}\n`.length);
  });

  it('checks the name and the fields', async () => {
    const owner = await signedUpOwner(context());
    const blank = await upload(owner.cookie, formOf(csv, '   '));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { field: 'name' } });
    expect((await upload(owner.cookie, formOf(csv, 'x'.repeat(101)))).status).toBe(400);
    // A right-to-left override would spoof the name in lists.
    expect((await upload(owner.cookie, formOf(csv, 'invoice\u202Efdp.csv'))).status).toBe(400);
    // A profile sent by the client is never taken: the request is refused.
    const withProfile = await upload(owner.cookie, formOf(csv, 'Cities', [['profile', '{"rowCount":1}']]));
    expect(withProfile.status).toBe(400);
    const twoNames = await upload(owner.cookie, formOf(csv, 'Cities', [['name', 'Towns']]));
    expect(twoNames.status).toBe(400);
    expect(await twoNames.json()).toMatchObject({ error: { code: 'invalid_upload' } });
    const noFile = new FormData();
    noFile.append('name', 'Cities');
    expect((await upload(owner.cookie, noFile)).status).toBe(400);
  });

  it('refuses a file over the limit with a 413 and a clear JSON message', async () => {
    const owner = await signedUpOwner(context());
    const header = 'a,b\n';
    const big = header + '1,2\n'.repeat(Math.ceil((datasetMaxBytes - header.length) / 4) + 1);
    const response = await upload(owner.cookie, formOf(big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The file is larger than 20 MB.', field: 'file' },
    });
    const huge = await upload(owner.cookie, formOf(big + '1,2\n'.repeat(1024 * 1024)));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('reads the body as a stream, never through formData, and leaves no spooled file on a refusal', async () => {
    const owner = await signedUpOwner(context());
    const formData = vi.spyOn(HonoRequest.prototype, 'formData');
    const encoded = new Response(formOf(csv));
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    const streamed = await request(owner.cookie, '', {
      method: 'POST',
      body,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status, await streamed.clone().text()).toBe(201);
    expect(((await streamed.json()) as { dataset: DatasetDetail }).dataset.rowCount).toBe(3);
    // Two file parts, a stray field, or a body that is not multipart: 400 with the same message, nothing kept.
    const twoFiles = formOf(csv);
    twoFiles.append('file', new Blob([csv], { type: 'text/csv' }), 'again.csv');
    const stray = formOf(csv, 'Cities', [['note', 'x']]);
    for (const form of [twoFiles, stray]) {
      const response = await upload(owner.cookie, form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_upload' } });
    }
    const cut = await request(owner.cookie, '', {
      method: 'POST',
      body: bytes.slice(0, bytes.length - 20),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(cut.status).toBe(400);
    // A client that hangs up mid-body (its content-length promised more): a 400, no spooled file is left.
    const hangUp = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, bytes.length - 20));
        controller.error(new Error('client hung up'));
      },
    });
    const aborted = await request(owner.cookie, '', {
      method: 'POST',
      body: hangUp,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(bytes.length),
      },
      duplex: 'half',
    } as RequestInit);
    expect(aborted.status).toBe(400);
    expect(formData).not.toHaveBeenCalled();
    formData.mockRestore();
    expect(readdirSync(join(context().env.DATA_DIR, 'storage', '.uploads'))).toEqual([]);
    expect(await list(owner.cookie)).toHaveLength(1);
  });

  it('lets Editors and above save, and Owners, Admins and the uploader delete', async () => {
    const owner = await signedUpOwner(context());
    const workspaceId = owner.workspace.id;
    const [admin, editor, otherEditor, collaborator] = await Promise.all([
      teammate(context(), workspaceId, 'admin'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'collaborator'),
    ]);
    expect((await upload(collaborator.cookie, formOf(csv))).status).toBe(403);

    const editors = await save(editor.cookie, csv, 'Editor’s');
    const remove = (cookie: string, id: string) => request(cookie, `/${id}`, { method: 'DELETE' });
    expect((await remove(collaborator.cookie, editors.id)).status).toBe(403);
    expect((await remove(otherEditor.cookie, editors.id)).status).toBe(403);
    expect((await list(otherEditor.cookie))[0]).toMatchObject({ id: editors.id, canDelete: false });
    expect((await list(admin.cookie))[0]).toMatchObject({ id: editors.id, canDelete: true });
    expect((await remove(editor.cookie, editors.id)).status).toBe(204);
    expect((await remove(editor.cookie, editors.id)).status).toBe(404);

    const second = await save(otherEditor.cookie);
    expect((await remove(admin.cookie, second.id)).status).toBe(204);
    const third = await save(admin.cookie);
    expect((await remove(owner.cookie, third.id)).status).toBe(204);
    const owners = await save(owner.cookie);
    expect((await remove(admin.cookie, owners.id)).status).toBe(204);
    expect(await list(owner.cookie)).toEqual([]);
  });

  it('renames for Owners, Admins and the uploader, checks the name, and hides other workspaces (404)', async () => {
    const owner = await signedUpOwner(context());
    const workspaceId = owner.workspace.id;
    const [admin, editor, otherEditor, collaborator] = await Promise.all([
      teammate(context(), workspaceId, 'admin'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'collaborator'),
    ]);
    const rename = (cookie: string, id: string, body: unknown) =>
      request(cookie, `/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const editors = await save(editor.cookie, csv, 'Cities');

    const renamed = await rename(editor.cookie, editors.id, { name: '  Towns 2026 ' });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(((await renamed.json()) as { dataset: DatasetSummary }).dataset).toMatchObject({
      id: editors.id,
      name: 'Towns 2026',
      rowCount: 3,
      uploader: { id: editor.userId },
      canDelete: true,
    });
    expect((await list(collaborator.cookie))[0]).toMatchObject({ id: editors.id, name: 'Towns 2026' });
    const one = await request(owner.cookie, `/${editors.id}`);
    expect(((await one.json()) as { dataset: DatasetDetail }).dataset.name).toBe('Towns 2026');

    for (const cookie of [collaborator.cookie, otherEditor.cookie]) {
      const refused = await rename(cookie, editors.id, { name: 'Mine now' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: {
          code: 'forbidden',
          message: 'Only Owners, Admins and the person who uploaded a dataset can rename it.',
        },
      });
    }
    expect((await rename(admin.cookie, editors.id, { name: 'By the admin' })).status).toBe(200);
    expect((await rename(owner.cookie, editors.id, { name: 'By the owner' })).status).toBe(200);

    const blank = await rename(owner.cookie, editors.id, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { code: 'invalid_input', field: 'name' } });
    expect((await rename(owner.cookie, editors.id, { name: 'x'.repeat(101) })).status).toBe(400);
    expect((await rename(owner.cookie, editors.id, { name: 'invoice\u202Efdp.csv' })).status).toBe(400);
    expect((await rename(owner.cookie, editors.id, {})).status).toBe(400);
    expect((await list(owner.cookie))[0]!.name).toBe('By the owner');

    const stranger = await signedUpOwner(context());
    const hidden = await rename(stranger.cookie, editors.id, { name: 'Stolen' });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({
      error: { code: 'not_found', message: 'No such dataset in this workspace.' },
    });
    expect((await rename(owner.cookie, 'not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await rename('', editors.id, { name: 'x' })).status).toBe(401);
    expect((await list(owner.cookie))[0]!.name).toBe('By the owner');
  });
});
