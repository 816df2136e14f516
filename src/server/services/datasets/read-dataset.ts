import { open } from 'node:fs/promises';
import { analyseBytes, storedPreview } from '../../../shared/data/analyse';
import { insightsOf } from '../../../shared/data/insights-of';
import type { AskContext, AssistantAnswer, AssistantLanguage } from '../../../shared/data/assistant/types';
import type { InsightReport } from '../../../shared/data/insights/types';
import { readWorkbook } from '../../../shared/data/ingest/xlsx';
import type { IngestError } from '../../../shared/data/ingest/limits';
import type { DataProfile, ImportChoices, ImportReport } from '../../../shared/data/profile/types';
import type { OnProgress } from '../../../shared/data/progress';
import type { DatasetFormat, DatasetPreview } from '../../../shared/datasets';

/** What the server keeps of a read file: its format, profile, import report, first rows and insights. */
export type AnalysedDataset = {
  format: DatasetFormat;
  profile: DataProfile;
  report: ImportReport;
  preview: DatasetPreview;
  insights: InsightReport;
  /** The assistant's answer to the task's question, when it asked one (a pinned answer, docs/decisions/060). */
  answer?: AssistantAnswer;
};

/** A file read without its insights (`insights: false`): a stream's batch, whose insights the job queue finds. */
export type ProfiledDataset = Omit<AnalysedDataset, 'insights'>;

export type ReadOutcome =
  ({ ok: true } & ProfiledDataset & { insights?: InsightReport }) | { ok: false; error: IngestError };

/**
 * A task for the worker thread: the path of a spooled upload (or its bytes), and the user's import choices;
 * `insights: false` leaves the insights out (services/datasets/insights-refresh.ts finds them later); `ask`, a
 * question to answer from the rows read.
 */
export type ReadTask = {
  file: Uint8Array | string;
  choices?: ImportChoices;
  insights?: boolean;
  ask?: AskTask;
};

/** A question to ask of the file once read, as the browser asked it of the same rows. */
export type AskTask = { question: string; language: AssistantLanguage; datasetName: string };

/** The Excel reader, imported with the thread: size does not count here, and a thread run from source needs it. */
export const workbookReader = () => Promise.resolve({ readWorkbook });

/**
 * Reads and profiles a file with the very call the playground's worker makes (`analyseBytes`), so both give
 * the same profile. Pure and message-free, so it runs in the worker thread; the caller words a failure in the
 * reader's language. Given a path, it reads the file from disk itself (the server spools uploads there), so
 * the bytes are never copied between threads, and it lets go of them once the table is read (see
 * `releasedOnceRead`): a 20 MB file's bytes are no longer held while it is profiled (docs/decisions/040).
 */
export async function readDataset({
  file,
  choices = {},
  insights: find = true,
  ask,
}: ReadTask): Promise<ReadOutcome> {
  const bytes = typeof file === 'string' ? await readOwnBytes(file) : file;
  const onProgress = typeof file === 'string' ? releasedOnceRead(bytes) : undefined;
  const analysed = await analyseBytes(bytes, choices, { onProgress, workbookReader });
  if (!analysed.ok) return analysed;
  const { ingested, profile, report } = analysed;
  // An answer may read the insights (what moves with X), so a question finds them too.
  const insights = find || ask ? insightsOf(analysed) : undefined;
  return {
    ok: true,
    format: report.format,
    profile,
    report,
    preview: storedPreview(ingested.table),
    ...(find && { insights }),
    ...(ask && {
      answer: await answerOf(ask, {
        table: ingested.table,
        types: ingested.types,
        profile,
        insights: insights!,
      }),
    }),
  };
}

/**
 * The assistant's answer over every row, with the engine the browser runs (every language loaded: it is only
 * imported when a question is asked, so reading an upload does not pay for it).
 */
async function answerOf(
  { question, language, datasetName }: AskTask,
  rows: Omit<AskContext, 'language' | 'datasetName'>,
): Promise<AssistantAnswer> {
  const { ask } = await import('../../../shared/data/assistant/index');
  return ask(question, { ...rows, language, datasetName });
}

/**
 * A progress listener that frees the file's bytes as soon as no stage reads them again: text is decoded once
 * (stage `decode`) and parsed from the decoded text, so its bytes go when parsing starts; a workbook has no
 * `decode` stage and is parsed from its bytes, so they go when the column types start. The buffer is moved into
 * a clone nobody keeps (its memory goes at the next collection), leaving `bytes` empty. Only for a buffer this
 * thread owns whole (`readOwnBytes`), never one shared or pooled.
 */
export function releasedOnceRead(bytes: Uint8Array): OnProgress {
  let decoded = false;
  let released = false;
  return ({ stage }) => {
    if (released) return;
    if (stage === 'decode') decoded = true;
    else if (stage !== 'parse' || decoded) {
      released = true;
      structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    }
  };
}

/** A file's bytes in a buffer of their own (not Node's shared pool), so that buffer may be freed early. */
export async function readOwnBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path);
  try {
    const { size } = await handle.stat();
    const bytes = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(bytes, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return read === size ? bytes : bytes.subarray(0, read);
  } finally {
    await handle.close();
  }
}
