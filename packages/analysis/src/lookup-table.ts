/**
 * A read-only table for lookups by text from outside: it has no prototype, so a word such as "constructor"
 * or "__proto__" finds nothing instead of Object's own members (which once turned a lemma into a function).
 * @example lookupTable({ drank: 'drink' })['constructor'] // undefined
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
