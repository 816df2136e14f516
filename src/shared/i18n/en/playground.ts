import type { Translation } from '../catalogue-types';

/** The playground: upload, profile and save a dataset (docs/product.md#screens). */
export const playgroundMessages = {
  title: 'Playground',
  intro:
    'Turn raw data into a first insight: add a CSV or JSON file, see every column profiled, and save it for your team.',
  input: {
    heading: 'Add data',
    drop: 'Drop a CSV or JSON file here',
    choose: 'Choose a file',
    limit: (megabytes: number) =>
      `Up to ${megabytes} MB. CSV: the first row names the columns. JSON: an array of objects, or an object whose "rows" is an array of objects.`,
    pasteLabel: 'Or paste CSV or JSON',
    pasteSubmit: 'Read pasted data',
    pastedName: 'Pasted data',
    previewLabel: 'First rows, while the rest is read',
    readFailed: 'The file could not be read. Please try again.',
    clear: 'Start over',
  },
  errors: {
    heading: 'This data could not be read',
    empty: 'The file is empty.',
    notText: 'This is not a text file. Save it as CSV or JSON and try again.',
    noRows: 'No rows were found under the header.',
    invalidJson: (line: number, column: number) => `Line ${line}, column ${column}: this is not valid JSON.`,
    jsonShape: 'Expected an array of objects, or an object whose "rows" is an array of objects.',
    notAnObject: (row: number, found: string) => `Row ${row}: expected an object, found ${found}.`,
    kinds: {
      number: 'a number',
      string: 'text',
      boolean: 'true or false',
      array: 'an array',
      null: 'null',
    } as Record<string, string>,
    tooManyRows: (max: number) => `The file has more than ${max} rows; the playground reads up to ${max}.`,
    tooDeep: (row: number) => `Row ${row}: a value is nested too deeply to read.`,
    tooManyColumns: (found: number, max: number) =>
      `The file has ${found} columns; the playground reads up to ${max}.`,
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
    notAWorkbook:
      'This is an archive, not an Excel workbook (.xlsx): an older .xls, a password-protected workbook or a zip of other files. Save it as .xlsx, CSV or JSON and try again.',
    workbookDamaged:
      'This Excel workbook is damaged and could not be read. Open it in Excel and save it again, or save the sheet as CSV.',
    workbookTooLarge: (megabytes: number) =>
      `This workbook unpacks to more than ${megabytes} MB, more than the playground reads. Save the sheet as CSV and try again.`,
    sheetNotFound: (sheet: string) => `The workbook has no sheet named "${sheet}".`,
    rowsCounted: 'Rows are counted from the first row under the header.',
  },
  summary: {
    rows: 'Rows',
    columns: 'Columns',
    size: 'Size',
    format: 'Format',
  },
  profile: {
    heading: 'Column profile',
  },
  save: {
    heading: 'Save to the workspace',
    nameLabel: 'Dataset name',
    submit: 'Save dataset',
    saving: 'Saving…',
    saved: (name: string) => `Saved ${name} to the workspace`,
    failed: 'The dataset could not be saved. Please try again.',
    nameRequired: 'Enter a name for the dataset',
    nameInvisible: 'The name cannot contain control or invisible formatting characters.',
    nameTooLong: (max: number) => `The name must be at most ${max} characters`,
    notAllowed:
      'Collaborators can explore data here; saving it to the workspace needs the Editor role or above.',
  },
  saved: {
    heading: 'Saved datasets',
    empty: 'No datasets yet. Save one above and everyone in the workspace will find it here.',
  },
  api: {
    notFound: 'No such dataset in this workspace.',
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
    fields: 'Send the file in the field "file" and its name in the field "name".',
    choices:
      'Send the import choices in the field "choices" as JSON in the shape of the import screen’s choices.',
    deleteForbidden: 'Only Owners, Admins and the person who uploaded a dataset can delete it.',
    busy: 'Other uploads are being read right now. Try again in a minute.',
    tooSlow: 'This file took too long to read. Try a smaller or simpler file.',
    tooMuchMemory:
      'Reading this file needs more memory than the server allows for one upload. Try a smaller or simpler file.',
  },
} as const;

/** The shape every language's playground catalogue has: the same keys and placeholders as English. */
export type PlaygroundMessages = Translation<typeof playgroundMessages>;
