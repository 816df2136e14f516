/**
 * The little XML a workbook needs (docs/decisions/036): elements found by name with any namespace prefix
 * (`<row>`, `<x:row>`), their attributes, and their text with entities decoded. Not a general XML parser: the
 * parts of a workbook are machine-written, flat and regular, and are read here in bounded pieces.
 */

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text as written in XML to the string it means; OOXML's `_x000D_` escapes too. */
export function xmlText(raw: string): string {
  let text = raw;
  if (text.includes('&'))
    text = text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
      if (name[0] !== '#') return entities[name] ?? whole;
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
  if (text.includes('_x'))
    text = text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text;
}

const attributePattern = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** An element's attributes by local name (`r:id` is `id`), values decoded. */
export function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!;
    const local = name.slice(name.indexOf(':') + 1);
    found[local] = xmlText(match[2] ?? match[3] ?? '');
  }
  return found;
}

type Patterns = { start: RegExp; end: RegExp };
const patterns = new Map<string, Patterns>();

function patternsOf(name: string): Patterns {
  let found = patterns.get(name);
  if (!found) {
    found = {
      // A start tag's attributes never hold `<`, so a tag without its `>` costs no more than the text to the next `<`.
      start: new RegExp(`<(?:[\\w.-]+:)?${name}(?=[\\s/>])([^<>]*)>`, 'g'),
      end: new RegExp(`</(?:[\\w.-]+:)?${name}\\s*>`, 'g'),
    };
    patterns.set(name, found);
  }
  return found;
}

/**
 * Calls `onElement` for every `name` element in the source, in order, with its attributes' source and its body
 * ('' when empty). Linear in the source, even when crafted: each start tag looks for its end tag once, and an
 * element that is never closed ends the scan (elements of one name are never nested in a workbook's parts).
 */
export function forEachElement(
  source: string,
  name: string,
  onElement: (attributes: string, body: string) => void,
): void {
  const { start, end } = patternsOf(name);
  start.lastIndex = 0;
  for (let open = start.exec(source); open; open = start.exec(source)) {
    const attrs = open[1]!;
    if (attrs.endsWith('/')) {
      onElement(attrs.slice(0, -1), '');
      continue;
    }
    end.lastIndex = start.lastIndex;
    const close = end.exec(source);
    if (!close) return;
    onElement(attrs, source.slice(start.lastIndex, close.index));
    start.lastIndex = end.lastIndex;
  }
}

/** Every `name` element in the source, in order (see `forEachElement`). */
export function elements(source: string, name: string): { attributes: string; body: string }[] {
  const found: { attributes: string; body: string }[] = [];
  forEachElement(source, name, (attributes, body) => found.push({ attributes, body }));
  return found;
}

/** The first `name` element's body, or undefined. */
export function firstElement(source: string, name: string): { attributes: string; body: string } | undefined {
  const { start, end } = patternsOf(name);
  start.lastIndex = 0;
  const open = start.exec(source);
  if (!open) return undefined;
  if (open[1]!.endsWith('/')) return { attributes: open[1]!.slice(0, -1), body: '' };
  end.lastIndex = start.lastIndex;
  const close = end.exec(source);
  return close ? { attributes: open[1]!, body: source.slice(start.lastIndex, close.index) } : undefined;
}

const textRuns = /<(?:[\w.-]+:)?t(?=[\s/>])[^<>]*?(?:\/>|>([^<]*)<\/(?:[\w.-]+:)?t>)/g;

/** A string item (`<si>`, `<is>`): its `<t>` runs joined, phonetic guides (`<rPh>`) left out. */
export function stringItem(body: string): string {
  let source = body;
  if (source.includes('rPh')) {
    const kept: string[] = [];
    let from = 0;
    const { start, end } = patternsOf('rPh');
    start.lastIndex = 0;
    for (let open = start.exec(source); open; open = start.exec(source)) {
      kept.push(source.slice(from, open.index));
      from = start.lastIndex;
      if (open[1]!.endsWith('/')) continue;
      end.lastIndex = start.lastIndex;
      const close = end.exec(source);
      if (!close) {
        from = source.length;
        break;
      }
      from = start.lastIndex = end.lastIndex;
    }
    kept.push(source.slice(from));
    source = kept.join('');
  }
  let text = '';
  textRuns.lastIndex = 0;
  for (let match = textRuns.exec(source); match; match = textRuns.exec(source)) text += match[1] ?? '';
  return xmlText(text);
}

/**
 * Feeds text arriving in pieces to `onElements` cut after the last complete `name` element, so a large part (a
 * sheet, the shared strings) is scanned piece by piece and never held whole.
 */
export function elementStream(name: string, onElements: (source: string) => void) {
  let pending = '';
  const closing = new RegExp(`</(?:[\\w.-]+:)?${name}>`, 'g');
  return {
    push(text: string) {
      // What was pending holds no closing tag, so only its last characters (a tag cut in two) and the new text
      // are searched: every character is scanned about once, however the pieces fall.
      closing.lastIndex = Math.max(0, pending.length - name.length - 40);
      pending += text;
      let cut = -1;
      for (let match = closing.exec(pending); match; match = closing.exec(pending))
        cut = match.index + match[0].length;
      if (cut < 0) return;
      onElements(pending.slice(0, cut));
      pending = pending.slice(cut);
    },
    end() {
      onElements(pending);
      pending = '';
    },
  };
}
