import { join } from 'node:path';

/** Where uploads wait while they are read: beside the file store, on this instance's disk. */
export const spoolDirOf = (dataDir: string) => join(dataDir, 'storage', '.uploads');

/** An upload waiting on disk: its path and size in bytes. */
export type SpooledFile = { path: string; size: number };
