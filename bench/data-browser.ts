// The data core in Chromium (issue 19's budgets): a 20 MB, 250,000-row CSV dropped in the playground, and a CSV of
// 1,000,000 narrow rows under the same 20 MB limit ("1,000,000 rows profiled ≤ 4 s"). Times are taken in the page
// (performance.now()): from the file input's change event to the first data cell on screen, to the worker's first
// message with the whole profile (`profiled`, or `done` for a table of few rows), to its `done` message (every row,
// posted after `profiled`), the gaps between its messages, and from a click on Cancel to the worker ended and the
// reading state gone. Measured here, never asserted in tests.
import { chromium, type Browser, type Page } from '@playwright/test';
import { datasetMaxBytes } from '../src/shared/datasets';
import { columnSpecs as column, generate } from '../src/shared/data/ingest/test/messy-corpus';
import { chromiumArgs } from '../tests/support/chromium';
import { chromiumPath } from './chromium';
import { csv250k } from './data-core';
import { figure, mark, MB, ms, type Figure, type SectionResult } from './figures';
import type { ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { median, round } from './stats';

export const dataBrowserBudgets = {
  firstRowsMs: { max: 300 },
  profileDoneMs: { max: 1000 },
  progressGapMs: { max: 250 },
  cancelMs: { max: 100 },
  /** Issue 19: "1,000,000 rows profiled ≤ 4 s", the same definition as `profileDoneMs`. */
  rows1mProfileDoneMs: { max: 4000 },
};

const runs = 3;
/** Reads of the 1,000,000-row file: each takes some seconds, and its Cancel is not measured again. */
const runs1m = 3;

/** A file as the file input is given it. */
type DroppedFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * 1,000,000 rows × 4 narrow columns, still typed (an integer key, a 1–5 score, a category, counts with N/A and other
 * missing tokens): about 20.6 MB, under the upload limit, which 1,000,000 rows of data-core.ts's 8 columns are not.
 */
function csv1m() {
  const file = generate(
    {
      name: 'bench-1m-narrow',
      rows: 1_000_000,
      delimiter: ',',
      columns: [column.id, column.score, column.city, column.quantity],
    },
    1_000_000,
  );
  if (file.bytes.length > datasetMaxBytes) throw new Error(`the 1M file is ${file.bytes.length} bytes`);
  return file;
}

/** What the page records, set up before the app's own code runs. */
type Recorder = {
  dropAt?: number;
  firstCellAt?: number;
  profileShownAt?: number;
  clickAt?: number;
  terminatedAt?: number;
  idleAt?: number;
  messages: { at: number; type: string; stage?: string }[];
};

/** The page's window with the recorder on it. */
type Recorded = { __dataBench: Recorder };

/**
 * Wraps Worker (messages and terminate) and watches the page, in the page, before any of its scripts. Plain
 * JavaScript in a string: tsx would add its own helpers to a function's text, which the page does not have.
 */
const instrument = `(() => {
  const recorder = { messages: [] };
  window.__dataBench = recorder;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      // Added before the app's listener: the time a message reaches the page's thread.
      this.addEventListener('message', (event) =>
        recorder.messages.push({
          at: performance.now(),
          type: String(event.data && event.data.type),
          stage: event.data && event.data.stage,
        }),
      );
    }
    terminate() {
      if (recorder.terminatedAt === undefined) recorder.terminatedAt = performance.now();
      super.terminate();
    }
  };
  // The time on screen: the frame after the change that drew it.
  const painted = (set) => requestAnimationFrame(() => set(performance.now()));
  const isCancel = (button) => /^\\s*cancel\\b/i.test(button.textContent || '');
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'file') recorder.dropAt = event.timeStamp;
  }, true);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && isCancel(button)) recorder.clickAt = event.timeStamp;
  }, true);
  let firstCellPending = false;
  let profilePending = false;
  let idlePending = false;
  new MutationObserver(() => {
    if (recorder.dropAt === undefined) return;
    if (recorder.firstCellAt === undefined && !firstCellPending &&
        document.querySelector('[role="table"] [role="cell"], table td')) {
      firstCellPending = true;
      painted((at) => (recorder.firstCellAt = at));
    }
    if (recorder.profileShownAt === undefined && !profilePending && document.querySelector('article')) {
      profilePending = true;
      painted((at) => (recorder.profileShownAt = at));
    }
    if (recorder.clickAt !== undefined && recorder.idleAt === undefined && !idlePending &&
        ![...document.querySelectorAll('button')].some(isCancel)) {
      idlePending = true;
      painted((at) => (recorder.idleAt = at));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

type LoadRun = {
  firstRowsMs: number | null;
  profileDoneMs: number | null;
  profileShownMs: number | null;
  /** To the worker's `done` message (every row, after the profile). */
  allRowsMs: number | null;
  progressMessages: number;
  maxGapMs: number | null;
  /** The two messages around the longest gap, e.g. `progress parse → progress profile`. */
  longestGapBetween: string | null;
};
type CancelRun = {
  terminatedMs: number | null;
  idleMs: number | null;
  cancelMs: number | null;
  messagesAfter: number;
};

const since = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined ? null : round(to - from, 1);

async function openPlayground(browser: Browser, origin: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    }),
  );
  const page = await context.newPage();
  await page.addInitScript({ content: instrument });
  await page.goto(`${origin}/app/playground`);
  await page.locator('input[type="file"]').first().waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as Recorded).__dataBench);

async function loadRun(page: Page, file: DroppedFile): Promise<LoadRun> {
  await page.locator('input[type="file"]').first().setInputFiles(file);
  // The whole profile comes before every row (`profiled`), or with them (`done`); every row comes with `done`.
  await page.waitForFunction(
    () => (window as unknown as Recorded).__dataBench.messages.some((message) => message.type === 'done'),
    null,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  await page
    .waitForFunction(() => (window as unknown as Recorded).__dataBench.profileShownAt !== undefined, null, {
      timeout: 30_000,
      polling: 100,
    })
    .catch(() => {});
  const record = await recorded(page);
  const profiled = record.messages.find((message) => message.type === 'profiled' || message.type === 'done');
  const allRows = record.messages.find((message) => message.type === 'done');
  const events = [
    { at: record.dropAt!, type: 'drop' },
    ...record.messages.filter((message) => message.at <= profiled!.at),
  ];
  const gaps = events.slice(1).map((event, index) => ({
    ms: event.at - events[index]!.at,
    between: [events[index]!, event].map((e) => e.type + (e.stage ? ` ${e.stage}` : '')).join(' → '),
  }));
  const longest = gaps.reduce<(typeof gaps)[number] | undefined>(
    (best, gap) => (best === undefined || gap.ms > best.ms ? gap : best),
    undefined,
  );
  return {
    firstRowsMs: since(record.dropAt, record.firstCellAt),
    profileDoneMs: since(record.dropAt, profiled?.at),
    profileShownMs: since(record.dropAt, record.profileShownAt),
    allRowsMs: since(record.dropAt, allRows?.at),
    progressMessages: record.messages.filter((message) => message.type === 'progress').length,
    maxGapMs: longest ? round(longest.ms, 1) : null,
    longestGapBetween: longest?.between ?? null,
  };
}

async function cancelRun(page: Page, file: DroppedFile): Promise<CancelRun> {
  await page.locator('input[type="file"]').first().setInputFiles(file);
  // Mid-read: once the first rows are on screen and the worker is still reading the rest.
  await page.waitForFunction(
    () => (window as unknown as Recorded).__dataBench.firstCellAt !== undefined,
    null,
    {
      timeout: 60_000,
      polling: 20,
    },
  );
  await page
    .getByRole('button', { name: /^Cancel/ })
    .first()
    .click();
  await page.waitForFunction(
    () =>
      (window as unknown as Recorded).__dataBench.idleAt !== undefined &&
      (window as unknown as Recorded).__dataBench.terminatedAt !== undefined,
    null,
    { timeout: 30_000, polling: 50 },
  );
  const before = await recorded(page);
  await page.waitForTimeout(1000);
  const record = await recorded(page);
  const terminatedMs = since(before.clickAt, before.terminatedAt);
  const idleMs = since(before.clickAt, before.idleAt);
  return {
    terminatedMs,
    idleMs,
    cancelMs: terminatedMs === null || idleMs === null ? null : Math.max(terminatedMs, idleMs),
    messagesAfter: record.messages.filter((message) => message.at > before.terminatedAt!).length,
  };
}

/** `count` reads of `file`, each dropped in a fresh playground. */
async function loadRuns(
  browser: Browser,
  server: ServerHandle,
  cookie: string,
  file: DroppedFile,
  count: number,
  log: (line: string) => void,
): Promise<LoadRun[]> {
  const loads: LoadRun[] = [];
  for (let run = 0; run < count; run++) {
    log(
      `bench: Chromium, drop ${MB(file.buffer.length)} (${file.name}) in the playground (${run + 1}/${count})…`,
    );
    const page = await openPlayground(browser, server.origin, cookie);
    loads.push(await loadRun(page, file));
    await page.context().close();
  }
  return loads;
}

const middle = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? round(median(present), 1) : null;
};

export async function measureDataBrowser(
  server: ServerHandle,
  log: (line: string) => void = () => {},
): Promise<SectionResult> {
  const generated = csv250k();
  const file = { name: 'bench-250k.csv', mimeType: 'text/csv', buffer: Buffer.from(generated.bytes) };
  const generated1m = csv1m();
  const file1m = { name: 'bench-1m.csv', mimeType: 'text/csv', buffer: Buffer.from(generated1m.bytes) };
  const cookie = await signedInCookie(server, 'data-browser@example.test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const loads: LoadRun[] = [];
  const loads1m: LoadRun[] = [];
  const cancels: CancelRun[] = [];
  try {
    loads.push(...(await loadRuns(browser, server, cookie, file, runs, log)));
    for (let run = 0; run < runs; run++) {
      log(`bench: Chromium, Cancel mid-read (${run + 1}/${runs})…`);
      const page = await openPlayground(browser, server.origin, cookie);
      cancels.push(await cancelRun(page, file));
      await page.context().close();
    }
    loads1m.push(...(await loadRuns(browser, server, cookie, file1m, runs1m, log)));
  } finally {
    await browser.close();
  }

  const optional = (id: string, label: string, value: number | null, budget?: { max: number }) =>
    value === null ? [] : [figure(id, label, value, 'ms', budget)];
  const firstRows = optional(
    'dataBrowser.firstRowsMs',
    'first rows visible after the drop',
    middle(loads.map((r) => r.firstRowsMs)),
    dataBrowserBudgets.firstRowsMs,
  );
  const profileDone = optional(
    'dataBrowser.profileDoneMs',
    'whole profile done (the worker’s profiled or done message) after the drop',
    middle(loads.map((r) => r.profileDoneMs)),
    dataBrowserBudgets.profileDoneMs,
  );
  const profileShown = optional(
    'dataBrowser.profileShownMs',
    'profile on screen after the drop',
    middle(loads.map((r) => r.profileShownMs)),
  );
  const allRows = optional(
    'dataBrowser.allRowsMs',
    'every row in the page (the worker’s done message) after the drop',
    middle(loads.map((r) => r.allRowsMs)),
  );
  const gap = optional(
    'dataBrowser.progressMaxGapMs',
    'longest gap between worker messages',
    middle(loads.map((r) => r.maxGapMs)),
    dataBrowserBudgets.progressGapMs,
  );
  const cancel = optional(
    'dataBrowser.cancelMs',
    'Cancel: click to worker ended and reading state gone',
    middle(cancels.map((r) => r.cancelMs)),
    dataBrowserBudgets.cancelMs,
  );
  const firstRows1m = optional(
    'dataBrowser.rows1mFirstRowsMs',
    '1,000,000 rows: first rows visible after the drop',
    middle(loads1m.map((r) => r.firstRowsMs)),
  );
  const profileDone1m = optional(
    'dataBrowser.rows1mProfileDoneMs',
    '1,000,000 rows: whole profile done (the worker’s profiled or done message) after the drop',
    middle(loads1m.map((r) => r.profileDoneMs)),
    dataBrowserBudgets.rows1mProfileDoneMs,
  );
  const gap1m = optional(
    'dataBrowser.rows1mProgressMaxGapMs',
    '1,000,000 rows: longest gap between worker messages',
    middle(loads1m.map((r) => r.maxGapMs)),
  );
  const figures: Figure[] = [
    ...firstRows,
    ...profileDone,
    ...profileShown,
    ...allRows,
    ...gap,
    ...cancel,
    ...firstRows1m,
    ...profileDone1m,
    ...gap1m,
  ];
  const cell = (found: Figure[]) => (found[0] ? ms(found[0].value) + mark(found[0]) : 'not seen');
  return {
    title: `Data core in Chromium (a ${MB(file.buffer.length)}, 250,000-row CSV in the playground, median of ${runs}; 1,000,000 rows in ${MB(file1m.buffer.length)}, median of ${runs1m})`,
    figures,
    tables: [
      {
        head: ['measure', 'median', 'budget'],
        rows: [
          ['first rows visible', cell(firstRows), `≤ ${dataBrowserBudgets.firstRowsMs.max} ms`],
          ['whole profile done (worker)', cell(profileDone), `≤ ${dataBrowserBudgets.profileDoneMs.max} ms`],
          ['profile on screen', cell(profileShown), ''],
          ['every row in the page (sort, filter)', cell(allRows), ''],
          [
            'longest gap between progress messages',
            cell(gap),
            `≤ ${dataBrowserBudgets.progressGapMs.max} ms`,
          ],
          ['Cancel latency', cell(cancel), `≤ ${dataBrowserBudgets.cancelMs.max} ms`],
          ['1,000,000 rows: first rows visible', cell(firstRows1m), ''],
          [
            '1,000,000 rows: whole profile done (worker)',
            cell(profileDone1m),
            `≤ ${dataBrowserBudgets.rows1mProfileDoneMs.max} ms`,
          ],
          ['1,000,000 rows: longest gap between progress messages', cell(gap1m), ''],
        ],
        notes: [
          'from the file input’s change event (the app has the file); on screen = the animation frame after the DOM change',
          `longest gaps: ${loads.map((r) => r.longestGapBetween ?? '–').join('; ')}`,
          `progress messages per read: ${loads.map((r) => r.progressMessages).join(', ')}; messages after Cancel: ${cancels.map((r) => r.messagesAfter).join(', ')}`,
          `1,000,000 rows: ${MB(file1m.buffer.length)} CSV of 4 narrow columns (key, 1–5 score, category, counts with N/A), ${runs1m} reads (no Cancel runs); whole profile per read: ${loads1m.map((r) => (r.profileDoneMs === null ? '–' : ms(r.profileDoneMs))).join(', ')}; every row in the page: ${loads1m.map((r) => (r.allRowsMs === null ? '–' : ms(r.allRowsMs))).join(', ')}`,
          `1,000,000 rows, longest gaps: ${loads1m.map((r) => r.longestGapBetween ?? '–').join('; ')}; progress messages per read: ${loads1m.map((r) => r.progressMessages).join(', ')}`,
        ],
      },
    ],
    details: {
      budgets: dataBrowserBudgets,
      fileBytes: file.buffer.length,
      loads,
      cancels,
      rows1m: { fileBytes: file1m.buffer.length, rows: generated1m.rowCount, loads: loads1m },
    },
  };
}
