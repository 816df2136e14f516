import type { TrainReport } from '@/shared/data/ml';
import { ImportanceSection } from './importance-section';
import { LeaksAndExclusions } from './leaks-and-exclusions';
import { ModelSummary } from './model-summary';
import { ModelsTable } from './models-table';
import { ScoresTable } from './scores-table';

/** A trained model's report: what it predicts, its held-out scores, the models compared, importance, leaks. */
export function ModelReportView({ report }: { report: TrainReport }) {
  return (
    <div className="flex flex-col gap-6">
      <ModelSummary report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ScoresTable report={report} />
        <ModelsTable report={report} />
      </div>
      <ImportanceSection report={report} />
      <LeaksAndExclusions report={report} />
    </div>
  );
}
