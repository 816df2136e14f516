/**
 * mulberry32: a small seeded generator, exact on every machine, so what is built from a seed is the same on every
 * run: the ingest test corpus, the profile's and insights' test tables, the benchmarks' files and the shipped
 * sample dataset (scripts/generate-sample-data.ts, whose bytes a test holds).
 */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  /** Roughly normal around 0 with deviation 1 (the sum of twelve uniforms): no Math.log or Math.sin, exact everywhere. */
  const normal = () => {
    let sum = 0;
    for (let index = 0; index < 12; index++) sum += next();
    return sum - 6;
  };
  /** One of `items`, each as likely as its weight. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, pick, normal, weighted };
}
export type Random = ReturnType<typeof seeded>;
