/** The assistant (issue 22): the Ask section of a dataset and the playground, and Home's follow-up input. */
export const assistantMessages = {
  heading: 'Ask',
  label: 'Ask a question about this data',
  placeholder: 'What is the total by group?',
  hint: 'Answers are worked out from every row, in your browser. Press Enter to ask.',
  submit: 'Ask',
  thread: 'Conversation with the assistant',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Working it out…',
  failed: 'The assistant could not answer that. Please try again.',
  retry: 'Ask again',
  empty:
    'Ask about totals, averages, counts, top values, comparisons or trends: the answer shows how it was worked out.',
  reading: 'Reading the rows…',
  readFailed: 'The rows could not be read, so the assistant cannot answer here.',
  followUps: 'Ask next',
  suggestions: 'Questions I can answer',
  options: 'Choose what you meant',
  numbers: 'The numbers behind this answer',
  group: 'Group',
  value: 'Value',
  rows: 'Rows',
  about: (name: string) => `About ${name}`,
  home: {
    noDatasets: 'Add a dataset first (upload a file or try the sample data), then ask about it here.',
    loadFailed: 'Your datasets could not be loaded. Please try again.',
    commands: 'Open the command bar',
    commandsHint:
      'Press Enter to ask about your latest dataset, or say "in" and a dataset name. Use the command bar to go somewhere.',
  },
} as const;
