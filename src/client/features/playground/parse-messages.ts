import type { DatasetFormat, DatasetParseError, DatasetProfile, DatasetTable } from '@/shared/datasets';

/** What the page asks the parse worker: a file's bytes, or pasted text. */
export type ParseRequest = { id: number; file: Blob } | { id: number; text: string };

/** What the worker answers: the table and its profile, or why the data could not be read. */
export type ParseResponse =
  | { id: number; ok: true; format: DatasetFormat; table: DatasetTable; profile: DatasetProfile }
  | { id: number; ok: false; error: DatasetParseError | 'read-failed' };
