// Control and invisible formatting characters (bidi overrides, zero-width joiners) and line separators.
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// Anything a mail client could turn into a link: URLs, addresses, and bare domains such as evil.example.
const linkLike = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|\S*@\S+|(?:[\p{L}\d-]+\.)+\p{L}{2,}\S*/giu;

export const quotableNameMaxLength = 60;

/**
 * A name someone else typed (an inviter's, a workspace's) made fit to quote in an email we send to a third
 * party: no control characters, nothing a mail client would turn into a link, one line, at most 60 characters;
 * the fallback when nothing is left. HTML escaping stays the template's job.
 */
export function quotableName(value: string, fallback: string): string {
  const text = value.replace(invisible, ' ').replace(linkLike, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  const chars = [...text];
  return chars.length <= quotableNameMaxLength
    ? text
    : `${chars
        .slice(0, quotableNameMaxLength - 1)
        .join('')
        .trimEnd()}…`;
}
