/**
 * 200 rows where y follows x (Spearman's ρ ≈ 0.9) beside a category that says nothing: a small file with one
 * planted relationship (`relationship:x|y`) for the insights and pin tests. The seed changes the numbers.
 */
export function plantedCsv(seed = 7) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = ['x,y,group'];
  for (let row = 0; row < 200; row++) {
    const x = random() * 100;
    const y = x + (random() - 0.5) * 50;
    lines.push(`${x.toFixed(2)},${y.toFixed(2)},${'abcd'[row % 4]}`);
  }
  return `${lines.join('\n')}\n`;
}
