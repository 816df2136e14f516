import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@/client/lib/api-client';
import { saveFile } from '@/client/lib/save-file';

const path = '/api/account/export';

/** Fetches the JSON export and hands it to the browser as a download, under the name the server gave it. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiRequestError(response.status, body?.error?.code ?? 'http_error', body?.error?.message ?? '');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tessera-data.json';
  saveFile(name, await response.blob());
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
