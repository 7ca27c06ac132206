/**
 * This browser's key–value storage, for the small things the app remembers (the last voice, the
 * interface language, a pending coupon …). Storage can be off (private modes, blocked cookies) or
 * full; the app then carries on without what it would have remembered, so every call here answers
 * instead of throwing. `local` outlives the tab and is shared by its tabs; `session` is this tab's.
 */
export type StorageArea = "local" | "session";

const storageOf = (area: StorageArea): Storage =>
  area === "local" ? window.localStorage : window.sessionStorage;

/** The text stored under `key`: null when nothing is, undefined when storage is off. */
export function readStored(area: StorageArea, key: string): string | null | undefined {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; false when storage is off or full. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`. */
export function removeStored(area: StorageArea, key: string): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Storage off: there is nothing to forget.
  }
}

/** The JSON value stored under `key`: undefined when nothing is, it does not parse, or storage is off. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const text = readStored(area, key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; false when storage is off or full. */
export function writeStoredJson(area: StorageArea, key: string, value: unknown): boolean {
  return writeStored(area, key, JSON.stringify(value));
}
