import type { Ask } from '../types';
import { loadBenchmark, type Benchmark } from './load';
import { formerlyHeldOut } from './questions/index';
import { formatScores, scoreQuestions, scoresOf, type Scores } from './score';

/**
 * The scores of one run: the whole tuning set (420), its two parts (the 300 written for tuning and the 120 of the
 * first two held-out sets, read by the engine's authors since) and the held-out set (60).
 */
export type BenchmarkRun = { tuning: Scores; written: Scores; seen: Scores; heldOut: Scores };

/**
 * Runs an assistant over both sets of the benchmark (420 tuning questions, 60 held-out) and prints one table per
 * set and part: per language, exact answers, wrong numbers (target 0), honest "can't answer" / clarifying answers
 * and the rest. `npx tsx` a script that imports the engine's `ask` and calls this; the benchmark test calls it too.
 */
export async function runBenchmark(
  ask: Ask,
  print: (text: string) => void = (text) => console.log(text),
  benchmark?: Benchmark,
): Promise<BenchmarkRun> {
  const loaded = benchmark ?? (await loadBenchmark());
  const tuning = scoreQuestions(ask, loaded.tuning, loaded.contextOf);
  const written = scoresOf(tuning.scored.filter((entry) => !formerlyHeldOut(entry)));
  const seen = scoresOf(tuning.scored.filter(formerlyHeldOut));
  const heldOut = scoreQuestions(ask, loaded.heldOut, loaded.contextOf);
  print(formatScores(tuning, `Assistant benchmark: tuning set (${loaded.tuning.length} questions)`));
  print(formatScores(written, `  of which written for tuning (${written.total.questions})`));
  print(formatScores(seen, `  of which the first two held-out sets, now tuning (${seen.total.questions})`));
  print(formatScores(heldOut, `Assistant benchmark: held-out set (${loaded.heldOut.length} questions)`));
  return { tuning, written, seen, heldOut };
}
