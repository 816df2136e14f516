import jStat from 'jstat';

/**
 * The one door to the distribution functions (docs/decisions/037): jStat's CDFs and quantiles. The tests and
 * effect sizes are ours; the special functions (incomplete beta and gamma) are the library's. Every p-value is
 * clamped to [0, 1] so rounding never yields −1e-17 or 1.0000000002.
 */
const clamp = (p: number) => (p > 1 ? 1 : p > 0 ? p : 0);

export const normalCdf = (z: number) => jStat.normal.cdf(z, 0, 1);
export const normalQuantile = (p: number) => jStat.normal.inv(p, 0, 1);
/** P(|Z| ≥ |z|). */
export const normalTwoSided = (z: number) => clamp(2 * normalCdf(-Math.abs(z)));
/** P(Z ≥ z). */
export const normalUpper = (z: number) => clamp(normalCdf(-z));

/** P(|T| ≥ |t|) with `df` degrees of freedom. */
export const tTwoSided = (t: number, df: number) => clamp(2 * jStat.studentt.cdf(-Math.abs(t), df));
export const tQuantile = (p: number, df: number) => jStat.studentt.inv(p, df);

/** P(F ≥ f). */
export const fUpper = (f: number, df1: number, df2: number) =>
  f <= 0 ? 1 : clamp(1 - jStat.centralF.cdf(f, df1, df2));

export const chiSquareCdf = (x: number, df: number) => (x <= 0 ? 0 : clamp(jStat.chisquare.cdf(x, df)));
/** P(χ² ≥ x). */
export const chiSquareUpper = (x: number, df: number) => clamp(1 - chiSquareCdf(x, df));

/** P(X ≥ k) for a Poisson count with mean `mean`: P(χ²(2k) ≤ 2·mean). */
export const poissonUpper = (k: number, mean: number) => (k <= 0 ? 1 : chiSquareCdf(2 * mean, 2 * k));

/**
 * P(sup |B(t)| ≥ x) for a Brownian bridge (the Kolmogorov distribution): the p-value of a standardised CUSUM's
 * maximum, which accounts for the search over every split point.
 */
export function brownianBridgeUpper(x: number): number {
  if (x <= 0.2) return 1;
  let sum = 0;
  for (let k = 1; k <= 100; k++) {
    const term = Math.exp(-2 * k * k * x * x);
    sum += (k % 2 ? 1 : -1) * term;
    if (term < 1e-16) break;
  }
  return clamp(2 * sum);
}

/**
 * Patnaik's approximation of the non-central χ² CDF by a scaled central one: χ²(df, λ) ≈ c · χ²(f) with
 * c = (df + 2λ) / (df + λ), f = (df + λ)² / (df + 2λ). Used only to invert intervals for V and η².
 */
export function noncentralChiSquareCdf(x: number, df: number, lambda: number): number {
  if (lambda <= 0) return chiSquareCdf(x, df);
  const c = (df + 2 * lambda) / (df + lambda);
  const f = ((df + lambda) * (df + lambda)) / (df + 2 * lambda);
  return f >= largeDf ? wilsonHilferty(x / c, f) : chiSquareCdf(x / c, f);
}

/**
 * Degrees of freedom from which the interval searches use normal approximations of the χ² and F CDFs: jStat's
 * incomplete gamma and beta take ~1 ms a call there, and a search calls them ~90 times per bound (a 20-column
 * table of 20,000 rows spent a minute on them). Both are within 3e-5 of jStat from 100 degrees of freedom on (checked at 100–5,000, both tails).
 */
const largeDf = 100;

/** Wilson–Hilferty: (χ²/f)^(1/3) is nearly normal with mean 1 − 2/(9f) and variance 2/(9f). */
function wilsonHilferty(x: number, f: number): number {
  if (x <= 0) return 0;
  const v = 2 / (9 * f);
  return clamp(normalCdf((Math.cbrt(x / f) - (1 - v)) / Math.sqrt(v)));
}

/** Paulson: the same cube-root normal approximation for F(d1, d2). */
function paulson(x: number, d1: number, d2: number): number {
  if (x <= 0) return 0;
  const v1 = 2 / (9 * d1);
  const v2 = 2 / (9 * d2);
  const root = Math.cbrt(x);
  return clamp(normalCdf(((1 - v2) * root - (1 - v1)) / Math.sqrt(v2 * root * root + v1)));
}

/** The non-central F CDF by the same approximation of its numerator: (df1 + λ)/df1 · F(f, df2). */
export function noncentralFCdf(x: number, df1: number, df2: number, lambda: number): number {
  if (x <= 0) return 0;
  const f = ((df1 + lambda) * (df1 + lambda)) / (df1 + 2 * lambda);
  const scaled = (x * df1) / (df1 + lambda);
  return f >= largeDf && df2 >= largeDf ? paulson(scaled, f, df2) : clamp(jStat.centralF.cdf(scaled, f, df2));
}

/**
 * The non-centrality λ at which `cdf(λ)` equals `target` (cdf falls as λ grows), by bisection; 0 when even λ = 0
 * is below it. The interval ends of V and η² come from the λ at 0.975 and 0.025 (Steiger 2004).
 */
export function invertNoncentrality(cdf: (lambda: number) => number, target: number): number {
  if (cdf(0) <= target) return 0;
  let low = 0;
  let high = 1;
  while (cdf(high) > target && high < 1e9) high *= 2;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (cdf(middle) > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export const chiSquareQuantile = (p: number, df: number) => jStat.chisquare.inv(p, df);
