/** Spec §5 "Empty values". */
export function isEmptyObject(value: object | null | undefined): boolean {
  return value == null || Object.keys(value).length === 0;
}

export function isEmptyString(value: string | null | undefined, strip = false): boolean {
  if (value == null) return true;
  const v = strip ? value.trim() : value;
  return v === 'null' || v === 'undefined' || v.length === 0;
}
