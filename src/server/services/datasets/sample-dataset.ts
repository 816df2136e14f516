import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { datasetsMessages } from '../../../shared/i18n/messages/datasets';
import { projectRoot } from '../../paths';
import { createDataset, type DatasetCaller, type DatasetStores } from './datasets';

/**
 * The sample sales dataset of 'Try with sample data', made by scripts/generate-sample-data.ts and shipped in
 * samples/ (read from the project root, as drizzle/ is, from the source and from the bundle alike).
 */
export const sampleDatasetFile = resolve(projectRoot, 'samples/sample-sales.csv');

/**
 * Saves the sample as the caller's upload would be: a copy waits in the spool folder and goes through
 * `createDataset` (read and profiled in the worker thread, stored, its row saved), named in the caller's language.
 */
export async function createSampleDataset(stores: DatasetStores, caller: DatasetCaller) {
  await mkdir(stores.spoolDir, { recursive: true });
  const path = join(stores.spoolDir, randomUUID());
  try {
    await copyFile(sampleDatasetFile, path);
    const { size } = await stat(path);
    return await createDataset(stores, caller, { name: datasetsMessages.sample.name, file: { path, size } });
  } finally {
    await rm(path, { force: true });
  }
}
