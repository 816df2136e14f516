import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DatasetReader,
  DatasetReadResult,
  DatasetSource,
  ReaderState,
} from '@/client/lib/datasets/dataset-reader';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import type { ImportReport } from '@/shared/data/profile/types';
import type { ActiveWorkspace } from '@/shared/workspace';
import { PlaygroundScreen, type PlaygroundParts } from './playground-screen';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const source: DatasetSource = {
  file: new Blob(['a;b\n1;2\n']),
  fileName: 'numbers.csv',
  suggestedName: 'numbers',
};

const report: ImportReport = {
  format: 'csv',
  encoding: 'utf-8',
  anomalies: [],
  anomalyCount: 0,
  choices: {},
};
const aResult = (choices: ImportReport['choices'] = {}): DatasetReadResult => ({
  ingested: { format: 'csv', encoding: 'utf-8', types: [] },
  table: { names: ['a', 'b'], columns: [['1'], ['2']], rowCount: 1, lines: [2] },
  profile: {
    version: 2,
    rowCount: 1,
    columnCount: 2,
    columns: [],
    duplicateRows: { count: 0, examples: [] },
    alerts: [],
  },
  report: { ...report, choices },
  choices,
});

const workspace: ActiveWorkspace = {
  id: 'w1',
  name: 'Team',
  avatarUrl: null,
  role: 'editor',
  permissions: ['dataset:create'],
  memberCount: 2,
  onlyWorkspace: true,
};

const aReader = (state: ReaderState): DatasetReader => ({
  state,
  readFile: vi.fn(),
  readText: vi.fn(),
  reread: vi.fn(),
  cancel: vi.fn(),
  reset: vi.fn(),
});

// Stand-ins for the datasets feature's parts the route hands in: they show what they were given.
const parts: PlaygroundParts = {
  progress: (progress, onCancel) => (
    <p>
      progress: {progress.stage} <button onClick={onCancel}>Cancel</button>
    </p>
  ),
  review: (result, busy) => (
    <p>
      review of {JSON.stringify(result.choices)}
      {busy ? ', reading again' : ''}
    </p>
  ),
  table: (table, { result, label }) => (
    <div role="region" aria-label={label ?? 'rows'}>
      {table.rowCount} rows{result ? ' of the file read' : ''}
    </div>
  ),
  profile: (profile) => <p>profile of {profile.columnCount} columns</p>,
  saved: <p>saved datasets</p>,
};

function renderScreen(state: ReaderState) {
  mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace } },
    'GET /api/workspace/datasets': { body: { datasets: [] } },
    'POST /api/workspace/datasets': {
      status: 201,
      body: { dataset: { id: '7d6a0c1e-1111-4a4e-9d0c-0d7c1c1f5a10', name: 'numbers' } },
    },
  });
  let current = aReader(state);
  let setReader: (reader: DatasetReader) => void = () => undefined;
  const Screen = () => {
    const [reader, set] = useState(() => current);
    setReader = set;
    return <PlaygroundScreen reader={reader} parts={parts} />;
  };
  const view = renderRoutes(
    [{ path: '/app/playground', Component: Screen }, stubPage('/app/datasets/:id', 'Dataset page')],
    '/app/playground',
  );
  /** The reader moves on: the screen is drawn again with its new state. */
  const moveTo = (next: ReaderState) =>
    act(() => {
      current = aReader(next);
      setReader(current);
    });
  return { ...view, moveTo, reader: () => current };
}

describe('PlaygroundScreen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows progress and the first rows while reading, then the review of the file read', async () => {
    const { moveTo } = renderScreen({
      status: 'reading',
      source,
      choices: {},
      progress: { stage: 'parse', done: 1, total: 2 },
      preview: { names: ['a', 'b'], columns: [['1'], ['2']], rowCount: 1, lines: [2] },
    });
    expect(screen.getByText('progress: parse')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'First rows, while the rest is read' })).toBeTruthy();
    expect(screen.getByText('saved datasets')).toBeTruthy();
    await moveTo({ status: 'ready', source, result: aResult() });
    expect(await screen.findByText('review of {}')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'numbers.csv' })).toBeTruthy();
    expect(screen.getByText('1 rows of the file read')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Column profile' })).toBeTruthy();
    expect(screen.getByText('profile of 2 columns')).toBeTruthy();
    expect(screen.getByText('saved datasets')).toBeTruthy();
  });

  it('draws the first rows once while progress comes, not again at each report', async () => {
    const preview = { names: ['a', 'b'], columns: [['1'], ['2']], rowCount: 1, lines: [2] };
    const reading = (done: number): ReaderState => ({
      status: 'reading',
      source,
      choices: {},
      progress: { stage: 'parse', done, total: 10 },
      preview,
    });
    const table = vi.spyOn(parts, 'table');
    const { moveTo } = renderScreen(reading(1));
    expect(screen.getByRole('region', { name: 'First rows, while the rest is read' })).toBeTruthy();
    const drawn = table.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    for (let done = 2; done <= 5; done++) await moveTo(reading(done));
    expect(screen.getByText('progress: parse')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'First rows, while the rest is read' })).toBeTruthy();
    expect(table.mock.calls.length).toBe(drawn);
    table.mockRestore();
  });

  it('keeps the file on screen while it is read again, and shows a failed re-read beside it', async () => {
    const { moveTo } = renderScreen({ status: 'ready', source, result: aResult() });
    expect(await screen.findByText('review of {}')).toBeTruthy();
    await moveTo({
      status: 'reading',
      source,
      choices: { encoding: 'utf-16le' },
      progress: { stage: 'decode', done: 0, total: 8 },
    });
    expect(await screen.findByText('review of {}, reading again')).toBeTruthy();
    expect(screen.getByText('progress: decode')).toBeTruthy();
    expect(screen.queryByText('Drop a CSV or JSON file here')).toBeNull();
    await moveTo({
      status: 'error',
      message: 'The file is empty.',
      source,
      choices: { encoding: 'utf-16le' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The file is empty.');
    expect(screen.getByText('review of {}')).toBeTruthy();
    await moveTo({ status: 'idle' });
    expect(await screen.findByText(/Drop a CSV or JSON file here/)).toBeTruthy();
    expect(screen.queryByText(/review of/)).toBeNull();
  });

  it('goes back to the file as last read when a re-read is cancelled, and to the drop zone on Start over', async () => {
    const { moveTo, reader } = renderScreen({ status: 'ready', source, result: aResult() });
    expect(await screen.findByText('review of {}')).toBeTruthy();
    await moveTo({ status: 'reading', source, choices: {}, progress: { stage: 'parse', done: 1, total: 2 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reader().cancel).toHaveBeenCalledOnce();
    await moveTo({ status: 'idle' });
    expect(screen.getByText('review of {}')).toBeTruthy();
    expect(screen.queryByText(/Drop a CSV or JSON file here/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(reader().reset).toHaveBeenCalledOnce();
    await moveTo({ status: 'idle' });
    expect(await screen.findByText(/Drop a CSV or JSON file here/)).toBeTruthy();
  });

  it('saves with the choices the file was read with, and lands on the dataset’s page', async () => {
    const choices = { dialect: { delimiter: ';' as const }, overrides: { b: { kind: 'text' as const } } };
    const { location } = renderScreen({ status: 'ready', source, result: aResult(choices) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save dataset' }));
    await waitFor(() => expect(location()).toBe('/app/datasets/7d6a0c1e-1111-4a4e-9d0c-0d7c1c1f5a10'));
    expect(screen.getByRole('heading', { name: 'Dataset page' })).toBeTruthy();
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([, init]) => init?.method === 'POST' && String(init.body) === '[object FormData]');
    const body = post![1]!.body as FormData;
    expect(JSON.parse(body.get('choices') as string)).toEqual(choices);
    expect(body.get('name')).toBe('numbers');
  });
});
