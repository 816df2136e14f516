import { Download } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { buttonVariants } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { formatNumber } from '@/client/lib/format';
import type { TrainedModel, UnreadableCell } from '@/shared/data/ml';
import { ingestErrorMessage } from '@/shared/dataset-errors';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ScoredFile } from './model-messages';
import { problemsByRow, scoredCsv } from './scored-csv';
import { useModelWorker } from './use-model-worker';

type BatchState =
  | { status: 'idle' }
  | { status: 'scoring'; fileName: string }
  | { status: 'scored'; fileName: string; scored: ScoredFile }
  | { status: 'error'; message: string };

/** Problems listed on the page at most; the download names every one. */
const listedMax = 10;

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** Why a cell stops its row from being scored, in the user's words (rows counted from 1). */
export function describeProblem(cell: UnreadableCell): string {
  const copy = modelsMessages.batch;
  return copy.problem(formatNumber(cell.row + 1), cell.column, cell.value, copy.expected[cell.expected]);
}

/** A download link for text made here, revoked when it changes or the page goes. */
function useTextUrl(text: string | null) {
  const url = useMemo(
    () => (text === null ? null : URL.createObjectURL(new Blob([text], { type: 'text/csv' }))),
    [text],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * 'Predict a file': a file of new rows read in the model worker with the same ingest code as any upload, every row
 * scored, then downloaded with a prediction column; rows with a cell the model cannot read say why.
 */
export function BatchPrediction({ model }: { model: TrainedModel }) {
  const copy = modelsMessages.batch;
  const id = useId();
  const { run } = useModelWorker();
  const [state, setState] = useState<BatchState>({ status: 'idle' });
  const csv = useMemo(
    () => (state.status === 'scored' ? scoredCsv(state.scored, describeProblem) : null),
    [state],
  );
  const url = useTextUrl(csv);

  const score = (file: File) => {
    setState({ status: 'scoring', fileName: file.name });
    run({ type: 'score', model, file }, (message) => {
      if (message.type === 'scored') {
        const { table, predictions, unreadable } = message;
        setState({ status: 'scored', fileName: file.name, scored: { table, predictions, unreadable } });
      } else if (message.type === 'unreadable')
        setState({ status: 'error', message: ingestErrorMessage(message.error, playgroundMessages.errors) });
      else if (message.type === 'failed') setState({ status: 'error', message: copy.failed });
    });
  };

  const problems = state.status === 'scored' ? [...problemsByRow(state.scored.unreadable).values()] : [];
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{copy.heading}</h3>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor={id}>{copy.choose}</Label>
        <Input
          id={id}
          type="file"
          accept=".csv,.tsv,.txt,text/csv"
          disabled={state.status === 'scoring'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) score(file);
          }}
        />
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2 text-sm">
        {state.status === 'scoring' && <Spinner label={copy.scoring} className="text-muted-foreground" />}
        {state.status === 'error' && <p role="alert">{state.message}</p>}
        {state.status === 'scored' && (
          <>
            <p>{copy.scored(formatNumber(state.scored.table.rowCount), state.fileName)}</p>
            {problems.length > 0 && (
              <div className="flex flex-col gap-1">
                <p>{copy.problems(formatNumber(problems.length))}</p>
                <ul className="flex list-disc flex-col gap-1 pl-5 [overflow-wrap:anywhere]">
                  {problems.slice(0, listedMax).map((cell) => (
                    <li key={cell.row}>{describeProblem(cell)}</li>
                  ))}
                </ul>
                {problems.length > listedMax && <p>{copy.more(formatNumber(problems.length - listedMax))}</p>}
              </div>
            )}
          </>
        )}
      </div>
      {state.status === 'scored' && url && (
        <div>
          <a
            href={url}
            download={copy.fileName(withoutExtension(state.fileName))}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden />
            {copy.download}
          </a>
        </div>
      )}
    </div>
  );
}
