import { ApiError } from './api-error';
import { apiMessages } from '../../shared/i18n/messages/api';

/** Deeper bodies are refused before parsing: no API of ours takes more than a few levels. */
export const maxJsonDepth = 16;

/**
 * Parses a request body as JSON, refusing what would hurt later: nesting past `maxJsonDepth` (recursive code
 * such as validators would overflow the stack), NUL characters and half surrogate pairs (PostgreSQL text and
 * jsonb cannot hold them).
 * Both checks are loops, never recursion.
 */
export function readJsonText(text: string): unknown {
  if (nestingDepth(text) > maxJsonDepth) {
    throw new ApiError(400, 'invalid_input', apiMessages.tooDeep(maxJsonDepth));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', apiMessages.invalidJson);
  }
  const unstorable = unstorableText(value);
  if (unstorable === 'nul') throw new ApiError(400, 'invalid_input', apiMessages.nulInText);
  if (unstorable === 'surrogate') throw new ApiError(400, 'invalid_input', apiMessages.loneSurrogate);
  return value;
}

/** The deepest bracket nesting outside strings. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/** With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches. */
const loneSurrogate = /\p{Cs}/u;

/** The first text of the body PostgreSQL could not store: a NUL, or a lone surrogate (keys and values). */
function unstorableText(root: unknown): 'nul' | 'surrogate' | null {
  const pending: unknown[] = [root];
  const check = (text: string) =>
    text.includes('\0') ? 'nul' : loneSurrogate.test(text) ? 'surrogate' : null;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const found = check(value);
      if (found) return found;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const found = check(key);
        if (found) return found;
        pending.push(inner);
      }
    }
  }
  return null;
}
