// A translation has exactly the English module's keys, every leaf a string: the compiler then refuses a
// Hindi module with a key missing or extra, and the coverage test (coverage.unit.test.ts) checks the
// same at run time together with the {{placeholders}}.
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
