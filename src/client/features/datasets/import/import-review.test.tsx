import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Anomaly } from '@/shared/data/ingest/table';
import type { ImportChoices, ImportReport } from '@/shared/data/profile/types';
import { AnomalyList } from './anomaly-list';
import type { ColumnTypeView } from './choices';
import { ImportReview } from './import-review';
import { ReadingProgress } from './reading-progress';

// A `;` file in Windows-1252 with decimal commas, one long row and an N/A among the numbers, as read.
const ragged: Anomaly = {
  kind: 'long-row',
  line: 4,
  raw: 'Zürich;12,5;2026-01-03;extra',
  action: 'extra',
  expected: 3,
  found: 4,
  row: 3,
};

const aReport = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  format: 'csv',
  encoding: 'windows-1252',
  dialect: {
    delimiter: ';',
    quote: '"',
    newline: '\r\n',
    header: true,
    width: 3,
    decimal: ',',
    thousands: '',
  },
  anomalies: [ragged],
  anomalyCount: 1,
  choices: {},
  ...overrides,
});

const aColumn = (overrides: Partial<ColumnTypeView> & { name: string }): ColumnTypeView => ({
  kind: 'text',
  overridden: false,
  present: 10,
  missing: 0,
  nonConforming: 0,
  examples: [],
  ...overrides,
});

const columns: ColumnTypeView[] = [
  aColumn({ name: 'city', kind: 'category' }),
  aColumn({
    name: 'amount',
    kind: 'number',
    missing: 1,
    nonConforming: 2,
    examples: [
      { row: 5, line: 6, value: 'about 3' },
      { row: 9, line: 10, value: '' },
    ],
  }),
  aColumn({ name: 'when', kind: 'date', dateOrder: 'dmy', dateOrderAmbiguous: true }),
];

function renderReview(report = aReport(), cols = columns) {
  const onChange = vi.fn<(choices: ImportChoices) => void>();
  const view = render(<ImportReview report={report} columns={cols} onChange={onChange} />);
  return { onChange, ...view };
}

describe('ImportSettings', () => {
  it('shows how the file was read, each setting labelled and marked detected', () => {
    renderReview();
    expect(screen.getByText('Read as Windows-1252 (Latin-1), Semicolon (;), Comma (1,5)')).toBeTruthy();
    expect((screen.getByLabelText('Encoding') as HTMLSelectElement).value).toBe('windows-1252');
    expect((screen.getByLabelText('Delimiter') as HTMLSelectElement).value).toBe('semicolon');
    expect((screen.getByLabelText('Quote character') as HTMLSelectElement).value).toBe('double');
    expect((screen.getByLabelText('First row') as HTMLSelectElement).value).toBe('yes');
    expect((screen.getByLabelText('Decimal mark') as HTMLSelectElement).value).toBe('comma');
    expect((screen.getByLabelText('Thousands separator') as HTMLSelectElement).value).toBe('none');
    expect((screen.getByLabelText('Rows with too few or too many fields') as HTMLSelectElement).value).toBe(
      'keep',
    );
    expect((screen.getByLabelText('Read 0 and 1 as false and true') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Encoding').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Detected').length).toBe(7);
    expect(screen.queryByRole('button', { name: 'Use the detected settings' })).toBeNull();
  });

  it('hands up the whole set of choices when a setting changes, keeping the others', async () => {
    const overrides = { amount: { kind: 'text' as const } };
    const { onChange } = renderReview(aReport({ choices: { encoding: 'utf-8', overrides } }));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Delimiter'), 'Comma (,)');
    expect(onChange).toHaveBeenLastCalledWith({ encoding: 'utf-8', overrides, dialect: { delimiter: ',' } });
    await user.selectOptions(screen.getByLabelText('Thousands separator'), "Apostrophe (1'000)");
    expect(onChange).toHaveBeenLastCalledWith({ encoding: 'utf-8', overrides, dialect: { thousands: "'" } });
    await user.selectOptions(screen.getByLabelText('First row'), 'Is data (no header row)');
    expect(onChange).toHaveBeenLastCalledWith({ encoding: 'utf-8', overrides, dialect: { header: false } });
    await user.selectOptions(screen.getByLabelText('Rows with too few or too many fields'), 'Skip them');
    expect(onChange).toHaveBeenLastCalledWith({ encoding: 'utf-8', overrides, ragged: 'skip' });
    await user.click(screen.getByLabelText('Read 0 and 1 as false and true'));
    expect(onChange).toHaveBeenLastCalledWith({ encoding: 'utf-8', overrides, booleanDigits: true });
    // The encoding was chosen: it says so, and the detected settings can be had back (types stay).
    expect(screen.getByText('Your choice')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use the detected settings' }));
    expect(onChange).toHaveBeenLastCalledWith({ overrides });
  });

  it('folds away behind a button that says what it does', async () => {
    renderReview();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Hide import settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show import settings' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('combobox', { name: 'Encoding' })).toBeNull();
    // The summary of what was detected stays.
    expect(screen.getByText(/Read as Windows-1252/)).toBeTruthy();
  });

  it('offers the sheets of a workbook, and no delimiter', async () => {
    const { onChange } = renderReview(
      aReport({
        format: 'xlsx',
        encoding: undefined,
        dialect: undefined,
        sheet: 'Orders',
        sheets: ['Orders', 'Customers'],
        anomalies: [],
        anomalyCount: 0,
      }),
    );
    expect(screen.getByText('Read from the sheet “Orders”')).toBeTruthy();
    expect(screen.queryByLabelText('Delimiter')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Encoding' })).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText('Sheet'), 'Customers');
    expect(onChange).toHaveBeenLastCalledWith({ sheet: 'Customers' });
  });
});

describe('ColumnTypes', () => {
  it('shows each detected type with the values that do not fit and their rows', () => {
    renderReview();
    const amount = screen.getByRole('listitem', { name: 'amount' });
    expect((within(amount).getByLabelText('Type of amount') as HTMLSelectElement).value).toBe('number');
    expect(within(amount).getByRole('option', { name: 'Number (detected)' })).toBeTruthy();
    expect(amount.textContent).toContain('1 missing');
    expect(amount.textContent).toContain('2 values are not a number:');
    expect(amount.textContent).toContain('row 5: about 3');
    expect(amount.textContent).toContain('row 9: (empty)');
    const when = screen.getByRole('listitem', { name: 'when' });
    expect(within(when).getByText('Ambiguous date order')).toBeTruthy();
    expect(within(when).getByLabelText('Date order of when')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'city' })).queryByLabelText(/Date order/)).toBeNull();
  });

  it('overrides a type or a date order, and going back to the detected type removes the override', async () => {
    const { onChange, rerender } = renderReview();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type of amount'), 'Text');
    expect(onChange).toHaveBeenLastCalledWith({ overrides: { amount: { kind: 'text' } } });
    await user.selectOptions(screen.getByLabelText('Date order of when'), 'Month first (12/31)');
    expect(onChange).toHaveBeenLastCalledWith({ overrides: { when: { dateOrder: 'mdy' } } });

    // Read again with the override: the column says it was changed and still names what was detected.
    const reread = columns.map((column) =>
      column.name === 'amount'
        ? { ...column, kind: 'text' as const, overridden: true, nonConforming: 0 }
        : column,
    );
    rerender(
      <ImportReview
        report={aReport({ choices: { overrides: { amount: { kind: 'text' } } } })}
        columns={reread}
        onChange={onChange}
      />,
    );
    const amount = screen.getByRole('listitem', { name: 'amount' });
    expect(within(amount).getByText('Changed by you')).toBeTruthy();
    expect((within(amount).getByLabelText('Type of amount') as HTMLSelectElement).value).toBe('text');
    await user.selectOptions(within(amount).getByLabelText('Type of amount'), 'Number (detected)');
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});

describe('AnomalyList', () => {
  it('says how many rows need attention and lists each with its line and raw text', async () => {
    renderReview();
    const user = userEvent.setup();
    const view = screen.getByRole('button', { name: '1 row needs attention — view' });
    expect(view.getAttribute('aria-expanded')).toBe('false');
    await user.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Rows that need attention' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row!.textContent).toContain('Line 4');
    expect(row!.textContent).toContain('Too many fields (expected 3 fields, found 4)');
    expect(row!.textContent).toContain('Extra fields kept in the “extra” column');
    expect(within(row!).getByText('Zürich;12,5;2026-01-03;extra').tagName).toBe('CODE');
  });

  it('says nothing when no row needed attention', () => {
    render(<AnomalyList anomalies={[]} anomalyCount={0} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders only the rows in view of a long list, and says when more were found than listed', async () => {
    const anomalies: Anomaly[] = Array.from({ length: 1000 }, (_, index) => ({
      kind: index % 2 ? 'short-row' : 'long-row',
      line: index + 2,
      raw: `row ${index}`,
      action: index % 2 ? 'padded' : 'skipped',
    }));
    // jsdom lays nothing out: the list's window and each row get the sizes a browser would give them.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(384);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(76);
    render(<AnomalyList anomalies={anomalies} anomalyCount={2500} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '2,500 rows need attention — view' }));
    expect(screen.getByText('The first 1,000 of 2,500 are listed.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Rows that need attention' })).getAllByRole(
      'listitem',
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(40);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('1000');
    expect(screen.getByRole('region', { name: 'Rows that need attention, scrollable' }).tabIndex).toBe(0);
  });
});

describe('ReadingProgress', () => {
  it('shows the stage and how far, and cancels', async () => {
    const onCancel = vi.fn();
    // Parsing is 5–60 % of a read: with every row read, the read is 60 % done.
    render(<ReadingProgress progress={{ stage: 'parse', done: 100, total: 100 }} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText('Reading rows…').getAttribute('aria-live')).toBe('polite');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel reading' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
