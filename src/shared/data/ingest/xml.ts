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

const elementPatterns = new Map<string, RegExp>();

/** Matches `<name …/>` and `<name …>…</name>` with any prefix: group 1 the attributes, group 2 the body. */
export function elementPattern(name: string): RegExp {
  let pattern = elementPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `<(?:[\\w.-]+:)?${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`,
      'g',
    );
    elementPatterns.set(name, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Every `name` element in the source, in order: its attributes' source and its body ('' when empty). */
export function* elements(source: string, name: string): Generator<{ attributes: string; body: string }> {
  const pattern = elementPattern(name);
  for (let match = pattern.exec(source); match; match = pattern.exec(source))
    yield { attributes: match[1] ?? '', body: match[2] ?? '' };
}

const textRuns = /<(?:[\w.-]+:)?t\b[^>]*?(?:\/>|>([^<]*)<\/(?:[\w.-]+:)?t>)/g;
const phonetic = /<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g;

/** A string item (`<si>`, `<is>`): its `<t>` runs joined, phonetic guides (`<rPh>`) left out. */
export function stringItem(body: string): string {
  const source = body.includes('rPh') ? body.replace(phonetic, '') : body;
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
