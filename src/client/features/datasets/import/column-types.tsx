import { useId } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { formatNumber } from '@/client/lib/format';
import { columnKinds, type ColumnKind } from '@/shared/data/ingest/types';
import type { ImportChoices } from '@/shared/data/profile/types';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { withOverride, type ColumnTypeView } from './choices';
import { SelectField } from '@/client/components/select-field';

type ColumnTypesProps = {
  columns: readonly ColumnTypeView[];
  choices: ImportChoices;
  /** What each column was detected as, when known (a column the user changed no longer says). */
  detected?: Readonly<Record<string, ColumnKind>>;
  /** Called with the whole new set of choices when a type or date order changes. */
  onChange: (choices: ImportChoices) => void;
};

type DateOrderKey = 'auto' | 'dmy' | 'mdy';

/**
 * Each column's type, as detected (≥ 95 % of its values) or as the user set it, with a select to change it; the
 * values that do not fit (how many, and up to five with their rows), and a date column whose order no value
 * decides.
 */
export function ColumnTypes({ columns, choices, detected = {}, onChange }: ColumnTypesProps) {
  const copy = dataImportMessages.types;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {copy.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {columns.map((column) => (
          <ColumnTypeItem
            key={column.name}
            column={column}
            choices={choices}
            detectedKind={detected[column.name] ?? (column.overridden ? undefined : column.kind)}
            onChange={onChange}
          />
        ))}
      </ul>
    </section>
  );
}

function ColumnTypeItem({
  column,
  choices,
  detectedKind,
  onChange,
}: {
  column: ColumnTypeView;
  choices: ImportChoices;
  detectedKind: ColumnKind | undefined;
  onChange: (choices: ImportChoices) => void;
}) {
  const copy = dataImportMessages.types;
  const override = choices.overrides?.[column.name] ?? {};
  const isDate = column.kind === 'date' || column.kind === 'datetime';
  const kinds = datasetsMessages.profile.kinds;
  const kindLabel = (kind: ColumnKind) =>
    kind === detectedKind ? copy.detectedKind(kinds[kind]) : kinds[kind];

  const setKind = (kind: ColumnKind) =>
    onChange(
      withOverride(choices, column.name, {
        // Back to the detected kind: the column is detected again, not pinned.
        kind: kind === detectedKind ? undefined : kind,
        dateOrder: kind === 'date' || kind === 'datetime' ? override.dateOrder : undefined,
      }),
    );
  const setDateOrder = (order: DateOrderKey) =>
    onChange(
      withOverride(choices, column.name, { ...override, dateOrder: order === 'auto' ? undefined : order }),
    );

  const dateOrder: DateOrderKey =
    override.dateOrder === 'dmy' || override.dateOrder === 'mdy' ? override.dateOrder : 'auto';
  const nameId = useId();

  return (
    <li aria-labelledby={nameId} className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span id={nameId} className="min-w-0 break-words font-medium">
          {column.name}
        </span>
        {column.overridden && <Badge variant="secondary">{copy.overridden}</Badge>}
        {isDate && column.dateOrderAmbiguous && (
          <Badge variant="outline" title={copy.ambiguousHint}>
            {copy.ambiguous}
          </Badge>
        )}
      </div>
      <SelectField<ColumnKind>
        label={copy.type(column.name)}
        value={column.kind}
        options={columnKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        onChange={setKind}
      />
      {isDate && (
        <SelectField<DateOrderKey>
          label={copy.dateOrder(column.name)}
          note={column.dateOrderAmbiguous ? copy.ambiguousHint : undefined}
          value={dateOrder}
          options={(['auto', 'dmy', 'mdy'] as const).map((order) => ({
            value: order,
            label: copy.dateOrders[order],
          }))}
          onChange={setDateOrder}
        />
      )}
      {column.missing > 0 && (
        <p className="text-sm text-muted-foreground">{copy.missing(formatNumber(column.missing))}</p>
      )}
      {column.nonConforming > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p>
            {copy.nonConforming(
              column.nonConforming,
              formatNumber(column.nonConforming),
              copy.kindNouns[column.kind],
            )}
          </p>
          <ul className="flex flex-col gap-0.5">
            {column.examples.map((example) => (
              <li key={`${example.row}-${example.value}`} className="break-all">
                {copy.example(formatNumber(example.row))}{' '}
                <code className="rounded bg-muted px-1 font-mono">
                  {example.value === '' ? copy.emptyValue : example.value}
                </code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
