import { BarChart } from '@/client/components/charts/bar-chart';
import { formatValue } from '@/client/lib/datasets/format-data';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import { assistantMessages } from '@/shared/i18n/messages/assistant';

type Answered = Extract<AssistantAnswer, { kind: 'answer' }>;
type Group = { key: string; value: number | null; rows: number };

/** The groups an answer's numbers come in: a chart is drawn from them, and the table beside it lists them. */
const groupsOf = (answer: Answered): Group[] => (answer.result.kind === 'groups' ? answer.result.groups : []);

/** A table of the groups, the numbers the chart draws (charts are hidden from assistive technology). */
function GroupsTable({ groups }: { groups: Group[] }) {
  const copy = assistantMessages;
  return (
    <div className="max-h-64 overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{copy.numbers}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {copy.group}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              {copy.value}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              {copy.rows}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key} className="border-t">
              <th scope="row" className="px-3 py-1.5 text-left font-normal [overflow-wrap:anywhere]">
                {group.key}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {group.value === null ? '—' : formatValue(group.value)}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatValue(group.rows)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The chart the answer's type asks for: bars for groups, columns over time for a trend, a table alone for `table`; nothing
 * for one number. Every chart comes with the table of its numbers.
 */
export function AnswerChart({ answer }: { answer: Answered }) {
  const groups = groupsOf(answer);
  if (answer.chart === 'none' || groups.length === 0) return null;
  const drawn = groups.filter((group): group is Group & { value: number } => group.value !== null);
  return (
    <div className="flex flex-col gap-3">
      {answer.chart === 'bar' && drawn.length > 0 && (
        // Tall enough for every bar, at most a screenful.
        <div style={{ height: Math.min(360, 48 + drawn.length * 28) }}>
          <BarChart
            layout="rows"
            axisWidth={96}
            className="h-full w-full"
            data={drawn.map((group) => ({ label: group.key, title: group.key, value: group.value }))}
            valueName={assistantMessages.value}
          />
        </div>
      )}
      {answer.chart === 'line' && drawn.length > 0 && (
        // A trend: one column per period, in time order.
        <BarChart
          className="h-48 w-full"
          data={drawn.map((group) => ({ label: group.key, title: group.key, value: group.value }))}
          valueName={assistantMessages.value}
        />
      )}
      <GroupsTable groups={groups} />
    </div>
  );
}
