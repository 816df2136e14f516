import { ApiError } from './api-error';
import { apiMessages } from '../../shared/i18n/messages/api';

/** Deeper bodies are refused before parsing: no API of ours takes more than a few levels. */
export const maxJsonDepth = 16;

/**
 * Parses a request body as JSON, refusing what would hurt later: nesting past `maxJsonDepth` (recursive code
 * such as validators would overflow the stack) and NUL characters (PostgreSQL text cannot hold them).
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
  if (containsNul(value)) throw new ApiError(400, 'invalid_input', apiMessages.nulInText);
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

function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
