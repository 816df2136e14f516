import { vi } from 'vitest';
import { analyseBytes } from '@/shared/data/analyse';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import type { ActiveWorkspace } from '@/shared/workspace';
import type { WorkspaceAction } from '@/shared/permissions';
import type { SavedModelSummary } from '@/shared/models';
import { handleModelRequest } from '../model-handler';
import type { ModelMessage, ModelRequest } from '../model-messages';

/** 200 rows where `spend` follows `visits` with a steady jitter, beside a noise column and a region. */
export const plantedCsv = [
  'visits,noise,region,channel,spend',
  ...Array.from({ length: 200 }, (_, index) => {
    const visits = (index * 37) % 101;
    const noise = (index * 71) % 97;
    const region = ['North', 'South', 'East', 'West'][index % 4];
    return `${visits},${noise},${region},web,${visits * 3 + ((index * 53) % 61) * 4 - 120}`;
  }),
].join('\n');

/** The CSV read as the page reads a saved dataset's file. */
export async function readCsv(text: string): Promise<DatasetReadResult> {
  const analysed = await analyseBytes(new TextEncoder().encode(text));
  if (!analysed.ok) throw new Error('unreadable test data');
  const { ingested, profile, report } = analysed;
  return {
    ingested: { format: ingested.format, types: ingested.types },
    table: ingested.table,
    profile,
    report,
    choices: {},
  };
}

/**
 * A worker that runs the real handler on this thread and posts its messages a tick later; a terminated worker
 * posts nothing more, as a real one.
 */
export class ThreadWorker {
  static all: ThreadWorker[] = [];
  /** While true, a request waits for `release()`: a test sees the page while the worker is busy. */
  static hold = false;
  terminated = false;
  private held: ModelRequest | null = null;
  private listeners: ((event: { data: ModelMessage }) => void)[] = [];
  constructor() {
    ThreadWorker.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data: ModelMessage }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(request: ModelRequest) {
    if (ThreadWorker.hold) this.held = request;
    else this.run(request);
  }
  release() {
    if (this.held) this.run(this.held);
    this.held = null;
  }
  private run(request: ModelRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      void handleModelRequest(request, (message) =>
        setTimeout(() => {
          if (!this.terminated) for (const listener of this.listeners) listener({ data: message });
        }),
      );
    });
  }
  terminate() {
    this.terminated = true;
  }
}

export const useThreadWorkers = () => {
  ThreadWorker.all = [];
  ThreadWorker.hold = false;
  vi.stubGlobal('Worker', ThreadWorker);
};

export const aWorkspace = (permissions: WorkspaceAction[]): ActiveWorkspace => ({
  id: 'w1',
  name: 'Team',
  avatarUrl: null,
  role: 'editor',
  permissions,
  memberCount: 2,
  onlyWorkspace: true,
});

export const aSavedModel = (overrides: Partial<SavedModelSummary> = {}): SavedModelSummary => ({
  id: 'model-1',
  name: 'Predict spend',
  datasetId: 'dataset-1',
  datasetName: 'Visits',
  target: 'spend',
  task: 'regression',
  status: 'ready',
  progress: null,
  score: { metric: 'r2', value: 0.91, baseline: -0.01 },
  failure: null,
  trainedBy: { id: 'user-1', name: 'Ada Lovelace' },
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:05.000Z',
  canDelete: true,
  ...overrides,
});
