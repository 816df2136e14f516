import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { handleReadRequest } from './data-handler';
import type { ReadMessage, ReadRequest } from './data-messages';
import { useDatasetReader } from './use-dataset-reader';

/**
 * A worker that runs the real handler on this thread and holds its messages until `deliver()`, so a test sees
 * the reader between them; a terminated worker delivers nothing more, as a real one.
 */
class HeldWorker {
  static all: HeldWorker[] = [];
  terminated = false;
  held: ReadMessage[] = [];
  private listeners: ((event: { data: ReadMessage }) => void)[] = [];
  constructor() {
    HeldWorker.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data: ReadMessage }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(request: ReadRequest) {
    this.running = handleReadRequest(request, (message) => this.held.push(message));
  }
  running: Promise<void> = Promise.resolve();
  terminate() {
    this.terminated = true;
  }
  async deliver() {
    await this.running;
    for (const message of this.held.splice(0))
      if (!this.terminated) for (const listener of this.listeners) listener({ data: message });
  }
  /** Delivers the messages up to and including the first of this type; the rest stay held. */
  async deliverThrough(type: ReadMessage['type']) {
    await this.running;
    const end = this.held.findIndex((message) => message.type === type);
    for (const message of this.held.splice(0, end + 1))
      if (!this.terminated) for (const listener of this.listeners) listener({ data: message });
  }
}

const setUp = () => {
  HeldWorker.all = [];
  vi.stubGlobal('Worker', HeldWorker);
  return renderHook(() => useDatasetReader());
};
const latest = () => HeldWorker.all.at(-1)!;

const csv = 'city;amount\nParis;1,5\nLyon;2,25\nNice\n';

describe('useDatasetReader', () => {
  it('reads pasted text in the worker: reading with progress, then the result with the profile and report', async () => {
    const { result } = setUp();
    act(() => result.current.readText(csv));
    expect(result.current.state).toMatchObject({
      status: 'reading',
      source: { fileName: 'pasted.csv' },
      progress: { stage: 'decode', done: 0 },
    });
    await act(() => latest().deliver());
    const state = result.current.state;
    if (state.status !== 'ready') throw new Error(state.status);
    expect(state.result.profile).toMatchObject({ version: 2, rowCount: 3, columnCount: 2 });
    expect(state.result.ingested).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      dialect: { delimiter: ';' },
    });
    expect(state.result.report).toMatchObject({
      anomalyCount: 1,
      anomalies: [{ kind: 'short-row', line: 4 }],
    });
    expect(state.result.table.columns[0]).toEqual(['Paris', 'Lyon', 'Nice']);
  });

  it('starts its worker with the screen, so the file that comes is read by a worker already loaded', async () => {
    const { result, unmount } = setUp();
    expect(HeldWorker.all).toHaveLength(1);
    const waiting = latest();
    act(() => result.current.readText(csv));
    expect(HeldWorker.all).toEqual([waiting]);
    await act(() => waiting.deliver());
    expect(result.current.state.status).toBe('ready');
    unmount();
    expect(waiting.terminated).toBe(true);
  });

  it('reads again with new choices, ending the read that runs, and keeps the choices with the result', async () => {
    const { result } = setUp();
    act(() => result.current.readText(csv));
    await act(() => latest().deliver());
    act(() => result.current.reread({ ragged: 'skip' }));
    act(() => result.current.reread({ ragged: 'skip', overrides: { amount: { kind: 'text' } } }));
    expect(HeldWorker.all[0]!.terminated).toBe(true);
    expect(result.current.state).toMatchObject({ status: 'reading', choices: { ragged: 'skip' } });
    await act(() => latest().deliver());
    expect(result.current.state).toMatchObject({
      status: 'ready',
      result: {
        choices: { ragged: 'skip', overrides: { amount: { kind: 'text' } } },
        profile: {
          rowCount: 2,
          columns: [{ name: 'city' }, { name: 'amount', kind: 'text', overridden: true }],
        },
      },
    });
  });

  it('cancels at once: the worker is ended and its late messages change nothing', async () => {
    const { result } = setUp();
    act(() => result.current.readText(csv));
    act(() => result.current.cancel());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(latest().terminated).toBe(true);
    await act(() => latest().deliver());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('says why a file is refused, in words, and refuses one over the limit without reading it', async () => {
    const { result } = setUp();
    const bytes = new Uint8Array([0, 1, 2, 3]);
    const photo = new File([bytes], 'photo.csv');
    // jsdom's File cannot give its bytes, whole or of a slice (the worker reads a file in parts); a browser's can.
    Object.defineProperty(photo, 'arrayBuffer', { value: () => Promise.resolve(bytes.buffer) });
    Object.defineProperty(photo, 'slice', {
      value: (start?: number, end?: number) => ({
        arrayBuffer: () => Promise.resolve(bytes.slice(start, end).buffer),
      }),
    });
    act(() => result.current.readFile(photo));
    await act(() => latest().deliver());
    expect(result.current.state).toMatchObject({
      status: 'error',
      message: 'This is not a text file. Save it as CSV or JSON and try again.',
    });
    const huge = new File(['x'], 'huge.csv');
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    act(() => result.current.readFile(huge));
    expect(result.current.state).toMatchObject({
      status: 'error',
      message: expect.stringContaining('20 MB'),
    });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('shows the first rows of a large file before the whole of it is read', async () => {
    const { result } = setUp();
    const lines = ['n,word', ...Array.from({ length: 20_000 }, (_, index) => `${index},w${index % 7}`)];
    act(() => result.current.readText(lines.join('\n')));
    const worker = latest();
    await worker.running;
    const preview = worker.held.find((message) => message.type === 'preview');
    expect(preview?.type === 'preview' && preview.table.rowCount).toBe(100);
    expect(worker.held.findIndex((message) => message.type === 'preview')).toBeLessThan(
      worker.held.findIndex((message) => message.type === 'done'),
    );
    await act(() => worker.deliver());
    expect(result.current.state).toMatchObject({
      status: 'ready',
      result: { profile: { rowCount: 20_000 } },
    });
  });

  it('shows the profile of a large file with its first rows, then every row, then the insights', async () => {
    const { result } = setUp();
    const lines = ['n,word', ...Array.from({ length: 20_000 }, (_, index) => `${index},w${index % 7}`)];
    act(() => result.current.readText(lines.join('\n')));
    await act(() => latest().deliverThrough('profiled'));
    let state = result.current.state;
    if (state.status !== 'ready') throw new Error(state.status);
    expect(state.result).toMatchObject({ partial: true, profile: { rowCount: 20_000 } });
    expect(state.result.table.rowCount).toBe(100);
    expect(state.result.table.columns[0]?.slice(0, 2)).toEqual(['0', '1']);
    expect(state.insights).toEqual({ status: 'finding' });
    await act(() => latest().deliverThrough('done'));
    state = result.current.state;
    if (state.status !== 'ready') throw new Error(state.status);
    expect(state.result).not.toHaveProperty('partial');
    expect(state.result.table.rowCount).toBe(20_000);
    expect(state.result.table.columns[0]?.at(-1)).toBe('19999');
    expect(state.insights).toEqual({ status: 'finding' });
    await act(() => latest().deliver());
    expect(result.current.state).toMatchObject({ status: 'ready', insights: { status: 'found' } });
  });

  it('cancels while every row is still to come: the worker is ended and the reader is idle', async () => {
    HeldWorker.all = [];
    vi.stubGlobal('Worker', HeldWorker);
    const { result } = renderHook(() => useDatasetReader({ insights: false }));
    const lines = ['n', ...Array.from({ length: 500 }, (_, index) => `${index}`)];
    act(() => result.current.readText(lines.join('\n')));
    await act(() => latest().deliverThrough('profiled'));
    expect(result.current.state).toMatchObject({ status: 'ready', result: { partial: true } });
    act(() => result.current.cancel());
    expect(latest().terminated).toBe(true);
    await act(() => latest().deliver());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  /** Forty rows where y follows x closely: a relationship the engine must find. */
  const planted = [
    'x,y',
    ...Array.from({ length: 60 }, (_, i) => `${((i * 7) % 13) + 0.5},${((i * 7) % 13) * 3 + (i % 4) * 0.25}`),
  ].join('\n');

  it('finds the insights after the read: ready with insights being found, then found', async () => {
    const { result } = setUp();
    act(() => result.current.readText(planted));
    await act(() => latest().deliverThrough('done'));
    expect(result.current.state).toMatchObject({ status: 'ready', insights: { status: 'finding' } });
    await act(() => latest().deliver());
    const state = result.current.state;
    if (state.status !== 'ready' || state.insights?.status !== 'found') throw new Error('no insights');
    expect(state.insights.report.tested).toBeGreaterThan(0);
    expect(state.insights.report.insights.map((insight) => insight.id)).toContain('relationship:x|y');
  });

  it('cancels while the insights are found: the worker is ended and the reader is idle', async () => {
    const { result } = setUp();
    act(() => result.current.readText(planted));
    await act(() => latest().deliverThrough('done'));
    act(() => result.current.cancel());
    expect(latest().terminated).toBe(true);
    await act(() => latest().deliver());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('finds no insights for a reader asked not to (a saved dataset shows the server’s)', async () => {
    HeldWorker.all = [];
    vi.stubGlobal('Worker', HeldWorker);
    const { result } = renderHook(() => useDatasetReader({ insights: false }));
    act(() => result.current.readText(planted));
    await act(() => latest().deliver());
    expect(result.current.state.status).toBe('ready');
    expect(result.current.state).not.toHaveProperty('insights');
    expect(latest().held).toEqual([]);
  });
});
