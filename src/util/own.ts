// Reading a table or a parsed object by a key that came from outside (position text, a save file,
// a worker message). `table[key]` would also find what every object inherits: `__proto__`,
// `constructor`, `toString`…; only the object's own entries count.

/** The value stored under `key` in the object itself, or undefined. */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
