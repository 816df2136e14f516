// Control and invisible formatting characters (bidi overrides, zero-width joiners) and line separators.
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// Anything a mail client could turn into a link: URLs, addresses, bare domains such as evil.example, IP
// addresses and host:port.
const linkLike =
  /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|\S*@\S+|(?:[\p{L}\d-]+\.)+\p{L}{2,}\S*|\b\d{1,3}(?:\.\d{1,3}){3}\S*|\b[\p{L}\d-]+:\d{2,5}\S*/giu;
// Dots that look like a full stop in a domain; NFKC folds the fullwidth one, not these.
const lookalikeDots = /[。｡․﹒]/gu;

export const quotableNameMaxLength = 60;

/**
 * A name someone else typed (an inviter's, a workspace's) made fit to quote in an email we send to a third
 * party: no control characters, nothing a mail client would turn into a link, one line, at most 60 characters;
 * the fallback when nothing is left. HTML escaping stays the template's job.
 */
export function quotableName(value: string, fallback: string): string {
  const text = value
    .normalize('NFKC')
    .replace(lookalikeDots, '.')
    .replace(invisible, ' ')
    .replace(linkLike, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fallback;
  const chars = [...text];
  return chars.length <= quotableNameMaxLength
    ? text
    : `${chars
        .slice(0, quotableNameMaxLength - 1)
        .join('')
        .trimEnd()}…`;
}
