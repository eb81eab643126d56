/**
 * The shape every Bangla catalogue must have: exactly the keys of its English file, every value
 * a string. A bn file declares it, so a missing or extra key fails the typecheck:
 *   import type en from '../en/events';
 *   export default { ... } satisfies Translation<typeof en>;
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
