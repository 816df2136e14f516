import { readFile } from 'node:fs/promises';
import { analyseBytes, insightsOf, storedPreview } from '../../../shared/data/analyse';
import type { InsightReport } from '../../../shared/data/insights/types';
import { readWorkbook } from '../../../shared/data/ingest/xlsx';
import type { IngestError } from '../../../shared/data/ingest/limits';
import type { DataProfile, ImportChoices, ImportReport } from '../../../shared/data/profile/types';
import type { DatasetFormat, DatasetPreview } from '../../../shared/datasets';

/** What the server keeps of a read file: its format, profile, import report, first rows and insights. */
export type AnalysedDataset = {
  format: DatasetFormat;
  profile: DataProfile;
  report: ImportReport;
  preview: DatasetPreview;
  insights: InsightReport;
};

export type ReadOutcome = ({ ok: true } & AnalysedDataset) | { ok: false; error: IngestError };

/** A task for the worker thread: the path of a spooled upload (or its bytes), and the user's import choices. */
export type ReadTask = { file: Uint8Array | string; choices?: ImportChoices };

/**
 * Reads and profiles a file with the very call the playground's worker makes (`analyseBytes`), so both give
 * the same profile. Pure and message-free, so it runs in the worker thread; the caller words a failure in the
 * reader's language. Given a path, it reads the file from disk itself (the server spools uploads there), so
 * the bytes are never copied between threads.
 */
/** The Excel reader, imported with the thread: size does not count here, and a thread run from source needs it. */
const workbookReader = () => Promise.resolve({ readWorkbook });

export async function readDataset({ file, choices = {} }: ReadTask): Promise<ReadOutcome> {
  const bytes = typeof file === 'string' ? await readBytes(file) : file;
  const analysed = await analyseBytes(bytes, choices, undefined, workbookReader);
  if (!analysed.ok) return analysed;
  const { ingested, profile, report } = analysed;
  const insights = insightsOf(analysed);
  return {
    ok: true,
    format: report.format,
    profile,
    report,
    preview: storedPreview(ingested.table),
    insights,
  };
}

async function readBytes(path: string): Promise<Uint8Array> {
  const buffer = await readFile(path);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
