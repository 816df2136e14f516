import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/client/lib/api-client';
import { saveFile } from '@/client/lib/save-file';

/** Fetches the JSON export and hands it to the browser as a download, under the name the server gave it. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/account/export');
  saveFile(fileName ?? 'tessera-data.json', blob);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
