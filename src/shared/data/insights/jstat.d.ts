/** The part of jStat (jstat@1.9.6, no bundled types) that `distributions.ts` uses. */
declare module 'jstat' {
  type Distribution<A extends number[]> = {
    cdf: (x: number, ...parameters: A) => number;
    inv: (p: number, ...parameters: A) => number;
  };
  const jStat: {
    normal: Distribution<[mean: number, sd: number]>;
    studentt: Distribution<[df: number]>;
    centralF: Distribution<[df1: number, df2: number]>;
    chisquare: Distribution<[df: number]>;
  };
  export default jStat;
}
