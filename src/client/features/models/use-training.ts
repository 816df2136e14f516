import { useCallback, useState } from 'react';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import type { MlProgress, Refusal, TrainReport, TrainedModel } from '@/shared/data/ml';
import { modelSeed } from '@/shared/models';
import { useModelWorker } from './use-model-worker';

export type TrainingState =
  | { status: 'idle' }
  | { status: 'training'; target: string; progress?: MlProgress }
  | { status: 'trained'; target: string; report: TrainReport; model: TrainedModel }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'failed'; target: string };

/**
 * Trains in a model worker on the table the page has read, with the seed the server trains a saved model with
 * (so the result shown is the one saved). Cancel terminates the worker at once.
 */
export function useTraining() {
  const [state, setState] = useState<TrainingState>({ status: 'idle' });
  const { run, stop } = useModelWorker();

  const train = useCallback(
    (read: DatasetReadResult, target: string) => {
      setState({ status: 'training', target });
      run(
        {
          type: 'train',
          table: read.table,
          types: read.ingested.types,
          profile: read.profile,
          target,
          seed: modelSeed,
        },
        (message) => {
          if (message.type === 'progress')
            setState((current) =>
              current.status === 'training' ? { ...current, progress: message.progress } : current,
            );
          else if (message.type === 'trained') {
            const { result } = message;
            setState(
              result.ok
                ? { status: 'trained', target, report: result.report, model: result.model }
                : { status: 'refused', refusal: result.refused },
            );
          } else setState({ status: 'failed', target });
        },
      );
    },
    [run],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, train, cancel };
}
