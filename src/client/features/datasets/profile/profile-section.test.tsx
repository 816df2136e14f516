import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile, idColumn, scoreColumn } from '../test/profile-fixture';
import { columnChart } from './chart-bars';
import { ProfileContent } from './profile-section';

const card = (name: string) => screen.getByRole('article', { name });

describe('ProfileContent', () => {
  it('draws a discrete 1–5 score as five bars labelled 1 to 5, with the same numbers as a table', () => {
    expect(columnChart(scoreColumn)?.bars.map((bar) => bar.label)).toEqual(['1', '2', '3', '4', '5']);
    render(<ProfileContent profile={aProfile()} />);
    const score = card(scoreColumn.name);
    // The full name, never cut: as text and as the title shown on hover.
    const heading = within(score).getByRole('heading', { name: scoreColumn.name });
    expect(heading.getAttribute('title')).toBe(scoreColumn.name);
    const figure = within(score).getByRole('figure');
    expect(figure.textContent).toContain(`Distribution of ${scoreColumn.name}`);
    expect(figure.textContent).toContain('5 bars, 10 values.');
    const table = within(figure).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell', { hidden: true })[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(within(score).getByText('Number · whole numbers')).toBeTruthy();
    expect(within(score).getByText('Median').nextElementSibling?.textContent).toBe('3');
  });

  it('shows an ID column without a chart, with its uniqueness and the values that repeat', () => {
    render(<ProfileContent profile={aProfile()} />);
    const id = card(idColumn.name);
    expect(within(id).queryByRole('figure')).toBeNull();
    expect(within(id).getByText('Unique').nextElementSibling?.textContent).toBe('No');
    expect(within(id).getByText('Duplicated values').nextElementSibling?.textContent).toBe('1');
    expect(within(id).getByText('A-0007').parentElement?.textContent).toBe('A-0007 × 2');
  });

  it('lists top values with their shares, and values not of the type with their rows', () => {
    render(<ProfileContent profile={aProfile()} />);
    const city = within(card('city')).getByRole('table');
    expect(within(city).getAllByRole('row')[1]!.textContent).toBe('Paris555.6%');
    const amount = card('amount');
    expect(within(amount).getByText('Not of this type').nextElementSibling?.textContent).toBe('1');
    expect(within(amount).getByText('twelve').parentElement?.textContent).toBe('twelve (row 4)');
  });

  it('names each alert’s threshold and rows', () => {
    render(<ProfileContent profile={aProfile()} />);
    const alerts = within(screen.getByRole('list', { name: 'Data-quality alerts' })).getAllByRole('listitem');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Skewed · amount2.3 (threshold 2)Rows 3, 7',
      'Many zeros · amount40% (threshold 10%)Rows 1, 2, 5, 9',
    ]);
  });

  it('says when there is no alert', () => {
    render(<ProfileContent profile={aProfile({ alerts: [] })} />);
    expect(screen.getByText('No data-quality alerts.')).toBeTruthy();
  });
});
