/** FNV-1a (32 bits) of a string's UTF-16 code units, hex: the same in Node and in a browser worker, no crypto API. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
