/**
 * One JSON record in this tab's sessionStorage (it outlives a round trip to another site, and no other tab sees it).
 * A storage that refuses (private mode, a full quota) loses the record: the screen that wrote it simply starts
 * afresh. What is read back is checked field by field by `parse`: another script or an older version may have written it.
 */
export interface TabRecord<T> {
  read(): T | null;
  write(value: T | null): void;
}

export function tabRecord<T>(key: string, parse: (fields: Record<string, unknown>) => T | null): TabRecord<T> {
  return {
    read() {
      let value: unknown;
      try {
        value = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      } catch {
        return null;
      }
      return typeof value === 'object' && value !== null ? parse(value as Record<string, unknown>) : null;
    },
    write(value) {
      try {
        if (value === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Refused: see above.
      }
    },
  };
}
