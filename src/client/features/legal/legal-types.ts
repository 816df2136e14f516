/** A run of text inside a paragraph, list item or table cell. */
export type Inline =
  | string
  | { strong: string }
  | { code: string }
  /** An in-app route, rendered as a router link. */
  | { text: string; to: string }
  /** An address outside the app, e.g. `mailto:`. */
  | { text: string; href: string };

export type RichText = string | readonly Inline[];

export type LegalTable = {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names the row and is rendered as its header. */
  rows: readonly (readonly RichText[])[];
};

/** A plain paragraph, a bulleted list or a table. */
export type LegalBlock = RichText | { list: readonly RichText[] } | { table: LegalTable };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };
