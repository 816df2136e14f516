/**
 * Whether the text's bracket nesting outside strings goes deeper than `max`: a loop that stops there, so a body of
 * half a million brackets costs no more than reading it (`JSON.parse` of one holds the thread for most of a second).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > max) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}
