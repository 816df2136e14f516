import { ApiError } from './api-error';
import { nestsDeeperThan } from './json-depth';
import { unstorableText } from './storable-text';
import { apiMessages } from '../../shared/i18n/messages/api';

/** Deeper bodies are refused before parsing: no API of ours takes more than a few levels. */
export const maxJsonDepth = 16;

/** What makes a body unreadable as JSON, as `readJsonText` refuses it. */
export type JsonTextProblem = 'too-deep' | 'invalid' | 'nul' | 'surrogate';

/**
 * Parses a request body as JSON, refusing what would hurt later: nesting past `maxJsonDepth` (recursive code
 * such as validators would overflow the stack), NUL characters and half surrogate pairs (PostgreSQL text and
 * jsonb cannot hold them).
 * Both checks are loops, never recursion.
 */
export function readJsonText(text: string): unknown {
  const read = parseJsonText(text);
  if ('problem' in read) throw jsonTextError(read.problem);
  return read.value;
}

/** `readJsonText` without the words: a worker thread (which has no request, so no language) answers with this. */
export function parseJsonText(text: string): { value: unknown } | { problem: JsonTextProblem } {
  if (nestsDeeperThan(text, maxJsonDepth)) return { problem: 'too-deep' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'invalid' };
  }
  const unstorable = unstorableText(value);
  return unstorable ? { problem: unstorable } : { value };
}

/** The 400 of a body `parseJsonText` refused, in the caller's language. */
export function jsonTextError(problem: JsonTextProblem): ApiError {
  if (problem === 'too-deep') return new ApiError(400, 'invalid_input', apiMessages.tooDeep(maxJsonDepth));
  if (problem === 'invalid') return new ApiError(400, 'invalid_json', apiMessages.invalidJson);
  if (problem === 'nul') return new ApiError(400, 'invalid_input', apiMessages.nulInText);
  return new ApiError(400, 'invalid_input', apiMessages.loneSurrogate);
}
