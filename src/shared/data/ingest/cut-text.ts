/**
 * The first `max` UTF-16 units of a text, one fewer where the cut would split a surrogate pair: half an emoji is
 * not text (the server's database refuses to store it).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
