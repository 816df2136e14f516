import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '@/shared/data/assistant/test/table';
import { stubAssistantWorker } from './test/in-thread-worker';
import { AskPanel, type AskRows } from './ask-panel';

const csv =
  'Region,Product,Revenue,Revenue (net),Units\nWest,Widget,100,90,2\nEast,Gadget,50,45,1\nWest,Gadget,30,27,3\nNorth,Widget,20,18,4\n';
const { language: _language, ...subject } = contextOf(csv, 'en');
const ready: AskRows = { status: 'ready', key: 'sales', subject, datasetId: null };

const ask = async (question: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Ask a question about this data'), `${question}{Enter}`);
  return user;
};

describe('AskPanel', () => {
  beforeEach(() => {
    stubAssistantWorker();
  });

  it('answers with the exact number and how it got it, in a log, and empties the field', async () => {
    render(<AskPanel rows={ready} />);
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(within(log).getByText(/Ask about totals/)).toBeTruthy();
    await ask('What is the total Units?');
    expect(await within(log).findByText('The total of Units is 10.')).toBeTruthy();
    expect(within(log).getByText('How I got this: sum of Units over 4 rows.')).toBeTruthy();
    expect((screen.getByLabelText('Ask a question about this data') as HTMLInputElement).value).toBe('');
    const next = within(log).getByRole('group', { name: 'Ask next' });
    expect(within(next).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  });

  it('shows groups as a table beside the chart, and asks a follow-up with one press', async () => {
    render(<AskPanel rows={ready} />);
    const user = await ask('total units by region');
    const table = await screen.findByRole('table', { name: 'The numbers behind this answer' });
    expect(within(table).getByRole('rowheader', { name: 'West' }).nextElementSibling?.textContent).toBe('5');
    await user.click(screen.getByRole('button', { name: 'What drives Units?' }));
    expect(await screen.findAllByText('What drives Units?')).not.toHaveLength(0);
  });

  it('asks which column is meant, and answers the chosen reading', async () => {
    render(<AskPanel rows={ready} />);
    const user = await ask('What is the total revenue?');
    expect(await screen.findByText('Which column do you mean: Revenue or Revenue (net)?')).toBeTruthy();
    const options = screen.getByRole('group', { name: 'Choose what you meant' });
    await user.click(within(options).getByRole('button', { name: 'Revenue (net)' }));
    expect(await screen.findByText('How I got this: sum of Revenue (net) over 4 rows.')).toBeTruthy();
  });

  it("says it can't answer yet, with questions it can answer", async () => {
    render(<AskPanel rows={ready} />);
    await ask('What is the weather?');
    expect(await screen.findByText("I can't answer that yet.")).toBeTruthy();
    const suggestions = screen.getByRole('group', { name: 'Questions I can answer' });
    expect(within(suggestions).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/How I got this/)).toBeNull();
  });

  it('waits while the rows are read, and says when they cannot be', () => {
    const { rerender } = render(<AskPanel rows={{ status: 'reading' }} />);
    expect(screen.getAllByText('Reading the rows…')).not.toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<AskPanel rows={{ status: 'failed' }} />);
    expect(screen.getByText(/The rows could not be read/)).toBeTruthy();
  });
});
