import * as z from 'zod/mini';

/**
 * Names other people see (datasets, full names, workspace names, API keys, data streams) hold visible text only:
 * no control characters, no line or paragraph separators, and no invisible formatting characters (Unicode Cc, Cf,
 * Zl, Zp: bidi overrides such as U+202E, zero-width spaces and joiners), which could make a name pass for another in
 * People or on an invitation page.
 */
// Also the characters that draw nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the blank Braille
// pattern (U+2800), the combining grapheme joiner (U+034F), Khmer's inherent vowels (U+17B4, U+17B5), Mongolian's
// variation selectors (U+180B–U+180F) and the variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF).
const invisible =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|[\u17B4\u17B5]|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;

/** Scripts whose spelling needs the zero-width joiner and non-joiner (Persian, Urdu, Hindi, Bengali, Sinhala …). */
const joiningScripts = [
  'Arabic',
  'Syriac',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Tibetan',
  'Myanmar',
  'Khmer',
]
  .map((script) => `\\p{Script=${script}}`)
  .join('');

const pictograph = /\p{Extended_Pictographic}/u;
const emojiPart = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const joiningLetter = new RegExp(`[${joiningScripts}]`, 'u');
const selector = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const selectable = /[\p{Emoji}\p{Script=Han}]/u;

/**
 * Whether an invisible character between `before` and `after` changes what is drawn, and so is visible: a zero-width
 * joiner inside an emoji sequence (👩‍💻, 🏳️‍🌈), a joiner or non-joiner between letters of a script that spells with
 * them (می‌خواهم, क्‍ष), a variation selector after an emoji or a Han character (❤️, 1️⃣). Anywhere else it draws
 * nothing. (Told character by character rather than by look-behind, which older browsers cannot read.)
 */
function isDrawn(before: string | undefined, char: string, after: string | undefined): boolean {
  if (before === undefined) return false;
  if (selector.test(char)) return selectable.test(before);
  if (after === undefined) return false;
  if (char === '\u200D' && emojiPart.test(before) && pictograph.test(after)) return true;
  return (char === '\u200C' || char === '\u200D') && joiningLetter.test(before) && joiningLetter.test(after);
}

/** Whether every character of the text is drawn (or changes how its neighbours are). */
export function isVisibleText(text: string): boolean {
  if (!invisible.test(text)) return true;
  const chars = Array.from(text);
  return chars.every(
    (char, index) => !invisible.test(char) || isDrawn(chars[index - 1], char, chars[index + 1]),
  );
}

/** The check, with the message of the field it guards (a function, read in the language current when it fails). */
export const visibleTextOnly = (error: () => string) => z.refine<string>(isVisibleText, { error });
