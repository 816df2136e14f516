import * as z from 'zod/mini';

/**
 * Names other people see (datasets, full names, workspace names) hold visible text only: no control characters
 * and no invisible formatting characters (Unicode Cc and Cf: bidi overrides such as U+202E, zero-width spaces
 * and joiners), which could make a name pass for another in People or on an invitation page.
 */
// Also the letters that draw nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille
// pattern (U+2800), which pass for a space or for nothing at all.
const visibleOnly = /^[^\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** The check, with the message of the field it guards (a function, read in the language current when it fails). */
export const visibleTextOnly = (error: () => string) => z.regex(visibleOnly, { error });
