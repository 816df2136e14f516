/**
 * A result's column names made distinct, as rows keyed by name need them: `SELECT 1 AS a, 2 AS a` would otherwise
 * lose a column. The second `a` becomes `a_2`, the third `a_3`, skipping names the result already has.
 */
export function distinctColumnNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const seen = new Set<string>();
  return names.map((name) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    let suffix = 2;
    while (taken.has(`${name}_${suffix}`) || seen.has(`${name}_${suffix}`)) suffix += 1;
    const distinct = `${name}_${suffix}`;
    seen.add(distinct);
    return distinct;
  });
}
