import type { DatasetParseError } from './datasets';
import type { PlaygroundMessages } from './i18n/en/playground';

/** A parse error in words, in the language of these messages, naming the row or line. No parser needed. */
export function parseErrorMessage(error: DatasetParseError, copy: PlaygroundMessages['errors']): string {
  switch (error.code) {
    case 'empty':
      return copy.empty;
    case 'not-text':
      return copy.notText;
    case 'no-rows':
      return copy.noRows;
    case 'too-large':
      return copy.tooLarge(Math.round(error.max / (1024 * 1024)));
    case 'invalid-json':
      return copy.invalidJson(error.line, error.column);
    case 'json-shape':
      return copy.jsonShape;
    case 'not-an-object':
      return copy.notAnObject(error.row, copy.kinds[error.found] ?? error.found);
    case 'too-many-columns':
      return copy.tooManyColumns(error.found, error.max);
    case 'too-many-rows':
      return copy.tooManyRows(error.max);
    case 'too-deep':
      return copy.tooDeep(error.row);
  }
}
