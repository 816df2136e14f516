import { RichText } from './rich-text';
import type { LegalTable as LegalTableValue } from './legal-types';

/**
 * A captioned table from `md` up; below it, the same rows as stacked cards, since four columns of prose do
 * not fit a phone. Only one of the two is displayed, so assistive technology meets the content once.
 */
export function LegalTable({ table }: { table: LegalTableValue }) {
  const detailColumns = table.columns.slice(1);
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="border-b px-4 py-3 text-left font-medium text-foreground">
            {table.caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-semibold text-foreground">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([header, ...cells], rowIndex) => (
              <tr key={rowIndex} className="border-t align-top">
                <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-foreground">
                  <RichText value={header} />
                </th>
                {cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className="px-4 py-3 text-muted-foreground">
                    <RichText value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={table.caption} className="flex flex-col gap-3 md:hidden">
        {table.rows.map(([header, ...cells], rowIndex) => (
          <li key={rowIndex} className="rounded-lg border bg-card p-4 text-sm">
            <p className="break-all font-medium text-foreground">
              <RichText value={header} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {cells.map((cell, cellIndex) => (
                <div key={cellIndex} className="contents">
                  <dt className="font-medium text-foreground">{detailColumns[cellIndex]}</dt>
                  <dd className="min-w-0 text-muted-foreground">
                    <RichText value={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
