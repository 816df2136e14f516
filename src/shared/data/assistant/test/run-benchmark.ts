import type { Ask } from '../types';
import { loadBenchmark, type Benchmark } from './load';
import { formatScores, scoreQuestions, type Scores } from './score';

export type BenchmarkRun = { tuning: Scores; heldOut: Scores };

/**
 * Runs an assistant over both sets of the benchmark (300 tuning questions, 60 held-out) and prints one table per
 * set: per language, exact answers, wrong numbers (target 0), honest "can't answer" / clarifying answers and the
 * rest. `npx tsx` a script that imports the engine's `ask` and calls this; the benchmark test and
 * `bench/assistant.ts` call it too.
 */
export async function runBenchmark(
  ask: Ask,
  print: (text: string) => void = (text) => console.log(text),
  benchmark?: Benchmark,
): Promise<BenchmarkRun> {
  const loaded = benchmark ?? (await loadBenchmark());
  const tuning = scoreQuestions(ask, loaded.tuning, loaded.contextOf);
  const heldOut = scoreQuestions(ask, loaded.heldOut, loaded.contextOf);
  print(formatScores(tuning, `Assistant benchmark: tuning set (${loaded.tuning.length} questions)`));
  print(formatScores(heldOut, `Assistant benchmark: held-out set (${loaded.heldOut.length} questions)`));
  return { tuning, heldOut };
}
