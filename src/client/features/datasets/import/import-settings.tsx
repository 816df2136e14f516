import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { textEncodings, type TextEncoding } from '@/shared/data/ingest/decode';
import type { NumberFormat } from '@/shared/data/ingest/numbers';
import type { Delimiter, Quote } from '@/shared/data/ingest/sniff';
import type { ImportChoices, ImportReport } from '@/shared/data/profile/types';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';
import { hasReadingChoices, withDialect, withoutReadingChoices } from './choices';
import { SelectField } from '@/client/components/select-field';

const delimiterKeys = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as const;
type DelimiterKey = (typeof delimiterKeys)[Delimiter];
const quoteKeys = { '"': 'double', "'": 'single' } as const;
type QuoteKey = (typeof quoteKeys)[Quote];
const decimalKeys = { '.': 'point', ',': 'comma' } as const;
type DecimalKey = (typeof decimalKeys)[NumberFormat['decimal']];
const thousandsKeys = { '': 'none', ',': 'comma', '.': 'point', ' ': 'space', "'": 'apostrophe' } as const;
type ThousandsKey = (typeof thousandsKeys)[NumberFormat['thousands']];

const keyOf = <T extends string, K extends string>(map: Record<T, K>, key: K): T =>
  (Object.keys(map) as T[]).find((value) => map[value] === key)!;
const optionsOf = <T extends string, K extends string>(map: Record<T, K>, labels: Record<K, string>) =>
  (Object.values(map) as K[]).map((key) => ({ value: key, label: labels[key] }));

type ImportSettingsProps = {
  /** How the file was read: the encoding, dialect and sheet in use (detected or chosen). */
  report: ImportReport;
  /** What the user set; anything left out was detected. */
  choices: ImportChoices;
  /** Called with the whole new set of choices when a setting changes: the file is read again with them. */
  onChange: (choices: ImportChoices) => void;
  /** The file is being read again with the latest choices (a further change restarts that read). */
  busy?: boolean;
  /** Whether the panel starts unfolded: by default on screens wider than a phone's. */
  defaultOpen?: boolean;
};

/** Wider than a phone held upright (Tailwind's `sm`): room for the settings without pushing the data away. */
const wideScreen = () => window.matchMedia?.('(min-width: 640px)').matches ?? true;

/**
 * How the file was read, each part shown and changeable: encoding, delimiter, quote, header row, decimal mark,
 * thousands separator, what happens to ragged rows, 0/1 as booleans, and an .xlsx workbook's sheet. A one-line
 * summary stays visible when the panel is folded (as it starts on a phone).
 */
export function ImportSettings({ report, choices, onChange, busy, defaultOpen }: ImportSettingsProps) {
  const copy = dataImportMessages.settings;
  const [open, setOpen] = useState(() => defaultOpen ?? wideScreen());
  const panelId = useId();
  const headingId = useId();
  const { dialect } = report;
  const delimited = report.format === 'csv' && dialect !== undefined;
  const note = (chosen: boolean) => (chosen ? copy.chosen : copy.detected);

  const summary =
    report.format === 'xlsx' && report.sheet
      ? copy.fromSheet(report.sheet)
      : copy.summary(
          [
            report.encoding && copy.encodings[report.encoding],
            delimited && copy.delimiters[delimiterKeys[dialect.delimiter]],
            delimited && copy.decimals[decimalKeys[dialect.decimal]],
          ]
            .filter(Boolean)
            .join(', '),
        );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {copy.heading}
          </h3>
          <p className="break-words text-sm text-muted-foreground">{summary}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? copy.hide : copy.show}
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {report.format === 'xlsx' && report.sheets && report.sheets.length > 0 && (
            <SelectField
              label={copy.sheet}
              note={note(choices.sheet !== undefined)}
              value={report.sheet ?? report.sheets[0]!}
              options={report.sheets.map((sheet) => ({ value: sheet, label: sheet }))}
              onChange={(sheet) => onChange({ ...choices, sheet })}
            />
          )}
          {report.encoding && report.format !== 'xlsx' && (
            <SelectField<TextEncoding>
              label={copy.encoding}
              note={note(choices.encoding !== undefined)}
              value={report.encoding}
              options={textEncodings.map((encoding) => ({
                value: encoding,
                label: copy.encodings[encoding],
              }))}
              onChange={(encoding) => onChange({ ...choices, encoding })}
            />
          )}
          {delimited && (
            <>
              <SelectField<DelimiterKey>
                label={copy.delimiter}
                note={note(choices.dialect?.delimiter !== undefined)}
                value={delimiterKeys[dialect.delimiter]}
                options={optionsOf(delimiterKeys, copy.delimiters)}
                onChange={(key) => onChange(withDialect(choices, 'delimiter', keyOf(delimiterKeys, key)))}
              />
              <SelectField<QuoteKey>
                label={copy.quote}
                note={note(choices.dialect?.quote !== undefined)}
                value={quoteKeys[dialect.quote]}
                options={optionsOf(quoteKeys, copy.quotes)}
                onChange={(key) => onChange(withDialect(choices, 'quote', keyOf(quoteKeys, key)))}
              />
              <SelectField<'yes' | 'no'>
                label={copy.header}
                note={note(choices.dialect?.header !== undefined)}
                value={dialect.header ? 'yes' : 'no'}
                options={[
                  { value: 'yes', label: copy.headers.yes },
                  { value: 'no', label: copy.headers.no },
                ]}
                onChange={(key) => onChange(withDialect(choices, 'header', key === 'yes'))}
              />
              <SelectField<DecimalKey>
                label={copy.decimal}
                note={note(choices.dialect?.decimal !== undefined)}
                value={decimalKeys[dialect.decimal]}
                options={optionsOf(decimalKeys, copy.decimals)}
                onChange={(key) => onChange(withDialect(choices, 'decimal', keyOf(decimalKeys, key)))}
              />
              <SelectField<ThousandsKey>
                label={copy.thousands}
                note={note(choices.dialect?.thousands !== undefined)}
                value={thousandsKeys[dialect.thousands]}
                options={optionsOf(thousandsKeys, copy.thousandsOptions)}
                onChange={(key) => onChange(withDialect(choices, 'thousands', keyOf(thousandsKeys, key)))}
              />
              <SelectField<'keep' | 'skip'>
                label={copy.ragged}
                note={note(choices.ragged !== undefined)}
                value={choices.ragged ?? 'keep'}
                options={[
                  { value: 'keep', label: copy.raggedOptions.keep },
                  { value: 'skip', label: copy.raggedOptions.skip },
                ]}
                onChange={(ragged) => onChange({ ...choices, ragged })}
              />
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={choices.booleanDigits ?? false}
              onChange={(event) => onChange({ ...choices, booleanDigits: event.target.checked })}
            />
            {copy.booleanDigits}
          </label>
          {hasReadingChoices(choices) && (
            <Button variant="outline" size="sm" onClick={() => onChange(withoutReadingChoices(choices))}>
              {copy.useDetected}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
