/**
 * The shape a translation of an English area module must have: the same keys, with any string where English
 * has a literal, the same parameters where English has a function, and arrays of the same shape.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
