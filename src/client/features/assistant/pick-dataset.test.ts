import { describe, expect, it } from 'vitest';
import { pickDataset } from './pick-dataset';

// Newest first, as the saved datasets list gives them.
const datasets = [
  { id: 'd3', name: 'Signups' },
  { id: 'd2', name: 'Sales 2026' },
  { id: 'd1', name: 'Sales 2026 (Europe)' },
  { id: 'd0', name: 'Données été' },
];

describe('pickDataset', () => {
  it('asks the most recent dataset when none is named', () => {
    expect(pickDataset('What is the total Units?', datasets, 'en')).toEqual({
      dataset: datasets[0],
      question: 'What is the total Units?',
      named: false,
    });
  });

  it('picks the dataset named after "in", without case, and asks without the naming words', () => {
    expect(pickDataset('What is the total Units in sales 2026?', datasets, 'en')).toEqual({
      dataset: datasets[1],
      question: 'What is the total Units?',
      named: true,
    });
  });

  it('prefers the longest name that matches', () => {
    expect(pickDataset('total revenue in Sales 2026 (Europe)', datasets, 'en')?.dataset.id).toBe('d1');
  });

  it('matches without accents, quoted, and in other languages', () => {
    expect(pickDataset('moyenne des ventes dans « donnees ete »', datasets, 'fr')).toMatchObject({
      dataset: { id: 'd0' },
      question: 'moyenne des ventes',
    });
    expect(pickDataset('Summe der Units im "Sales 2026"', datasets, 'de')?.dataset.id).toBe('d2');
  });

  it('needs the whole name after a naming word: a column word or a longer word is not a dataset', () => {
    expect(pickDataset('total sales 2026 by region', datasets, 'en')?.named).toBe(false);
    expect(pickDataset('total in Signupsx', datasets, 'en')?.named).toBe(false);
    expect(pickDataset('total in Sales 20267', datasets, 'en')?.named).toBe(false);
  });

  it('reads only the asker’s language’s naming words: Portuguese "no" is a plain word in English', () => {
    const withReturns = [{ id: 'r', name: 'returns' }, ...datasets];
    expect(pickDataset('orders with no returns', withReturns, 'en')).toMatchObject({
      dataset: { id: 'r' },
      question: 'orders with no returns',
      named: false,
    });
    expect(pickDataset('total de pedidos no returns', withReturns, 'pt')).toMatchObject({
      dataset: { id: 'r' },
      question: 'total de pedidos',
      named: true,
    });
    expect(pickDataset('moyenne des ventes in Sales 2026', datasets, 'fr')?.named).toBe(false);
  });

  it('has nothing to ask about without a dataset', () => {
    expect(pickDataset('total units', [], 'en')).toBeNull();
  });
});
