import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadMyData } from '@/client/api/account/export-data';
import { saveDataset } from '@/client/api/datasets/save-dataset';
import { getPreferences } from '@/client/api/preferences/get-preferences';
import { uploadProfileAvatar } from '@/client/api/profile/upload-avatar';
import { setCurrentLanguage } from '@/shared/i18n/registry';
import { ApiRequestError } from './api-client';

type Sent = { path: string; init: RequestInit };

/** Answers every request with `reply` and keeps what was sent. */
function stubFetch(reply: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      sent.push({ path, init });
      return reply();
    }),
  );
  return sent;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

const header = ({ init }: Sent, name: string) => new Headers(init.headers).get(name);

const dataset = { id: 'd1', name: 'Sales' };

beforeEach(() => setCurrentLanguage('de'));
afterEach(() => {
  setCurrentLanguage('en');
  vi.unstubAllGlobals();
});

describe('every request says which language the user reads', () => {
  it('a JSON request', async () => {
    const sent = stubFetch(() => json({ preferences: {} }));
    await getPreferences();
    expect(header(sent[0]!, 'accept-language')).toBe('de');
  });

  it('a dataset upload, sent as form data with the file and its name', async () => {
    const sent = stubFetch(() => json({ dataset }, { status: 201 }));
    const saved = await saveDataset({ file: new Blob(['a,b\n1,2\n']), fileName: 'sales.csv', name: 'Sales' });
    expect(saved).toEqual(dataset);
    expect(header(sent[0]!, 'accept-language')).toBe('de');
    // The browser writes the multipart boundary itself.
    expect(header(sent[0]!, 'content-type')).toBeNull();
    const body = sent[0]!.init.body as FormData;
    expect(body.get('name')).toBe('Sales');
    expect((body.get('file') as File).name).toBe('sales.csv');
  });

  it('an avatar upload', async () => {
    const sent = stubFetch(() => json({ profile: { id: 'u1' } }));
    await uploadProfileAvatar(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(sent[0]!.init.method).toBe('PUT');
    expect(header(sent[0]!, 'accept-language')).toBe('de');
  });

  it('the data export download, saved under the name the server gave it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const sent = stubFetch(
      () =>
        new Response('{}', { headers: { 'content-disposition': 'attachment; filename="tessera-ada.json"' } }),
    );
    await downloadMyData();
    expect(header(sent[0]!, 'accept-language')).toBe('de');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('tessera-ada.json');
  });
});

describe('a refused request', () => {
  it('throws the error envelope, its field and Retry-After, uploads included', async () => {
    stubFetch(() =>
      json(
        { error: { code: 'rate_limited', message: 'Zu viele Versuche.', field: 'file' } },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    );
    const failure = await saveDataset({ file: new Blob(['a']), fileName: 'a.csv', name: 'A' }).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 30,
      field: 'file',
    });
  });

  it('without an envelope carries no message of its own, so the caller shows its catalogue text', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    const failure = await downloadMyData().catch((e) => e);
    expect(failure).toMatchObject({ status: 502, code: 'http_error', message: '' });
  });
});
