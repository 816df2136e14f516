import { ImportReview } from '@/client/features/datasets/import/import-review';
import { ReadingProgress } from '@/client/features/datasets/import/reading-progress';
import { useDatasetReader } from '@/client/features/datasets/use-dataset-reader';
import { PlaygroundScreen, type ImportParts } from '@/client/features/playground/playground-screen';

/** The playground, composed: the data reader and the import screen's parts (features/datasets) in its screen. */
export default function PlaygroundRoute() {
  const reader = useDatasetReader();
  const parts: ImportParts = {
    progress: (progress, onCancel) => <ReadingProgress progress={progress} onCancel={onCancel} />,
    review: (result, busy) => (
      <ImportReview
        report={result.report}
        columns={result.ingested.types}
        onChange={reader.reread}
        busy={busy}
      />
    ),
  };
  return <PlaygroundScreen reader={reader} parts={parts} />;
}
