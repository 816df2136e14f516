import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModelReportView } from './model-report';
import { aClassReport, aRegressionReport } from './test/report-fixtures';

/** A row's cells by the column header above each: what a reader of the table sees under each heading. */
function cellsByColumn(row: HTMLElement, headers: string[]): Record<string, string> {
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(cells.map((cell, index) => [headers[index], cell.textContent]));
}

const rowOf = (table: HTMLElement, name: string | RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('ModelReportView', () => {
  it('shows the chosen model’s confusion matrix for classes: actual rows, predicted columns, the diagonal marked', () => {
    render(<ModelReportView report={aClassReport()} />);
    const region = screen.getByRole('region', { name: 'Confusion matrix' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: /^Confusion matrix of the chosen model/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Predicted class',
      'Actual class',
      'Bronze',
      'Silver',
      'Gold customers with a long tier name',
    ]);
    const predicted = headers.slice(2) as string[];
    // The chosen model's (boosting) counts, not the baseline's or the linear model's.
    expect(cellsByColumn(rowOf(table, 'Bronze'), predicted)).toEqual({
      Bronze: '9 (correct)',
      Silver: '1',
      'Gold customers with a long tier name': '0',
    });
    expect(cellsByColumn(rowOf(table, 'Silver'), predicted)).toEqual({
      Bronze: '2',
      Silver: '7 (correct)',
      'Gold customers with a long tier name': '1',
    });
    expect(cellsByColumn(rowOf(table, 'Gold customers with a long tier name'), predicted)).toEqual({
      Bronze: '0',
      Silver: '2',
      'Gold customers with a long tier name': '8 (correct)',
    });
  });

  it('shows no confusion matrix for a regression', () => {
    render(<ModelReportView report={aRegressionReport()} />);
    expect(screen.getByRole('table', { name: /Each score with its 95 % bootstrap interval/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confusion matrix' })).toBeNull();
    expect(screen.queryByRole('table', { name: /Confusion matrix/ })).toBeNull();
    expect(screen.queryByText('Predicted class')).toBeNull();
  });

  it('names a column held back as a possible leak, with the measure that caught it', () => {
    render(<ModelReportView report={aClassReport()} />);
    expect(screen.getByRole('heading', { name: 'Held back as possible leaks' })).toBeTruthy();
    const leaks = screen.getByRole('list', { name: 'Held back as possible leaks' });
    expect(
      within(leaks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['tier_code: its values explain the target with η = 0.996 (the limit is 0.98).']);
    // Listed once, as a leak, and not again among the columns left out for other reasons.
    const excluded = screen.getByRole('list', { name: 'Columns not used' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['customer_id: an identifier']);
  });

  it('says so when no column was held back', () => {
    render(<ModelReportView report={aRegressionReport()} />);
    expect(screen.getByText('No column was held back as a possible leak.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Held back as possible leaks' })).toBeNull();
  });

  it('lists the baseline, linear model and boosting with their validation loss and held-out score, the chosen marked', () => {
    render(<ModelReportView report={aClassReport()} />);
    const table = screen.getByRole('table', { name: 'Models compared' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Model', 'Validation loss', 'Held-out score: Balanced accuracy']);
    const columns = headers.slice(1);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Baseline',
      expect.stringMatching(/^Linear model.*ridge strength 0\.1$/),
      expect.stringMatching(/^Gradient-boosted trees.*Chosen.*40 rounds kept$/),
    ]);
    expect(cellsByColumn(rowOf(table, 'Baseline'), columns)).toEqual({
      'Validation loss': '1.099',
      'Held-out score: Balanced accuracy': '0.333 (0.333 to 0.333)',
    });
    expect(cellsByColumn(rowOf(table, /^Linear model/), columns)).toEqual({
      'Validation loss': '0.712',
      'Held-out score: Balanced accuracy': '0.7 (0.55 to 0.84)',
    });
    const boosting = rowOf(table, /^Gradient-boosted trees/);
    expect(cellsByColumn(boosting, columns)).toEqual({
      'Validation loss': '0.457',
      'Held-out score: Balanced accuracy': '0.8 (0.66 to 0.92)',
    });
    expect(within(boosting).getByText('Chosen')).toBeTruthy();
    expect(within(rowOf(table, 'Baseline')).queryByText('Chosen')).toBeNull();
    expect(within(rowOf(table, /^Linear model/)).queryByText('Chosen')).toBeNull();
  });
});
