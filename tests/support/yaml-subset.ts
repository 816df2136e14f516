// Reads the part of YAML that compose.yaml uses, with no dependency: block mappings and sequences, plain and
// quoted scalars, flow sequences of scalars, comments. Every scalar stays a string. Anything
// else (anchors, aliases, block scalars, flow mappings, tabs) throws, so an edit beyond the subset fails the test
// that reads the file instead of being misread.

export type YamlValue = string | null | YamlValue[] | { [key: string]: YamlValue };

type Line = { indent: number; text: string; number: number };

function withoutComment(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"' || text[i] === "'") quoted = !quoted;
    if (!quoted && text[i] === '#' && (i === 0 || text[i - 1] === ' ')) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

/** A single-quoted scalar ('' is a quote) or a double-quoted one (JSON's escapes). */
function quoted(raw: string, line: number): string {
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  if (!/^'(?:[^']|'')*'$/.test(raw)) throw new Error(`line ${line}: cannot read ${raw}`);
  return raw.slice(1, -1).replaceAll("''", "'");
}

function scalar(raw: string, line: number): YamlValue {
  if (raw === '') return null;
  if (/^[&*|>!{]/.test(raw)) throw new Error(`line ${line}: "${raw}" is outside the YAML subset`);
  if (raw.startsWith('[')) {
    const items = /^\[(.*)\]$/.exec(raw)?.[1]?.match(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^,\s][^,]*/g);
    if (!items) throw new Error(`line ${line}: cannot read ${raw}`);
    return items.map((item) => scalar(item.trim(), line));
  }
  if (raw.startsWith('"') || raw.startsWith("'")) return quoted(raw, line);
  return raw;
}

/** `key: value` split at the first ": " (or a trailing ":"), or undefined for a line that is not one. */
function keyValue(text: string): [string, string] | undefined {
  const match = /^([A-Za-z0-9_.-]+):(?: (.*))?$/.exec(text);
  return match ? [match[1]!, (match[2] ?? '').trim()] : undefined;
}

export function readYamlSubset(source: string): YamlValue {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, index) => {
    if (raw.includes('\t')) throw new Error(`line ${index + 1}: tab`);
    const text = withoutComment(raw);
    if (text.trim() === '') return;
    lines.push({ indent: text.length - text.trimStart().length, text: text.trim(), number: index + 1 });
  });
  let at = 0;

  function block(indent: number): YamlValue {
    const first = lines[at]!;
    if (first.text.startsWith('- ') || first.text === '-') {
      const items: YamlValue[] = [];
      while (at < lines.length && lines[at]!.indent === indent && lines[at]!.text.startsWith('-')) {
        const item = lines[at]!;
        if (keyValue(item.text.slice(2)))
          throw new Error(`line ${item.number}: mappings in sequences are outside the subset`);
        items.push(scalar(item.text.slice(2).trim(), item.number));
        at++;
      }
      return items;
    }
    const mapping: { [key: string]: YamlValue } = {};
    while (at < lines.length && lines[at]!.indent === indent) {
      const line = lines[at]!;
      const pair = keyValue(line.text);
      if (!pair) throw new Error(`line ${line.number}: expected "key: value"`);
      const [key, value] = pair;
      if (key in mapping) throw new Error(`line ${line.number}: ${key} twice`);
      at++;
      const next = lines[at];
      if (value === '' && next && next.indent > indent) mapping[key] = block(next.indent);
      else mapping[key] = scalar(value, line.number);
    }
    if (at < lines.length && lines[at]!.indent > indent)
      throw new Error(`line ${lines[at]!.number}: indentation`);
    return mapping;
  }

  if (lines.length === 0) return null;
  const document = block(lines[0]!.indent);
  if (at < lines.length) throw new Error(`line ${lines[at]!.number}: indentation`);
  return document;
}
