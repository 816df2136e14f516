/** The http(s) links in a plain-text body, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  // Sentence punctuation right after a link is not part of it.
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}
