/** A catalogue's shape with every text widened to `string`, so translations can differ in wording. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
