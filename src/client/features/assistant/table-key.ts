const keys = new WeakMap<object, string>();
let next = 0;

/** A key naming one table object: the same table keeps it, a table read anew gets another (the worker's rows). */
export function tableKey(table: object): string {
  let key = keys.get(table);
  if (!key) keys.set(table, (key = `table-${++next}`));
  return key;
}
