import type { AssistantLanguage } from './types';

/** Languages that write `1,5` for one and a half and `1.000` for a thousand. */
const commaDecimal = new Set<AssistantLanguage>(['es', 'fr', 'de', 'it', 'pt']);

/**
 * A number written in a question, in either style: `1,234.5` and `1.234,5` read as the same; a lone mark before
 * exactly three digits groups thousands in the language's own style (`1.500` is 1500 in German, 1.5 in English),
 * otherwise it is the decimal mark. Undefined for anything that is not a number.
 */
export function readNumber(word: string, language: AssistantLanguage): number | undefined {
  if (!/^[+-]?\d+(?:[.,]\d+)*$/.test(word)) return undefined;
  const dots = word.split('.').length - 1;
  const commas = word.split(',').length - 1;
  let plain = word;
  if (dots && commas) {
    const decimal = word.lastIndexOf('.') > word.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (word.split(decimal).length > 2) return undefined;
    plain = word.split(thousands).join('').replace(',', '.');
  } else if (dots || commas) {
    const mark = dots ? '.' : ',';
    const groups = word.split(mark);
    const grouped =
      groups.slice(1).every((group) => group.length === 3) && groups[0]!.replace(/[+-]/, '').length <= 3;
    const thousandsMark = commaDecimal.has(language) ? '.' : ',';
    if (groups.length > 2 || (grouped && mark === thousandsMark)) {
      if (!grouped) return undefined;
      plain = groups.join('');
    } else plain = word.replace(',', '.');
  }
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}
