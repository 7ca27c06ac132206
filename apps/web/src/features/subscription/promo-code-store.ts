import { useSyncExternalStore } from "react";
import { readStored, removeStored, writeStoredJson } from "../../lib/browser-storage.ts";

/**
 * The promo code the person validated (spec 000 §4 "valid is saved"), kept in this browser until a
 * checkout uses it, the server says it expired, or the person removes it. Stored as JSON with what
 * the code takes off, so the pricing cards can show the discount without asking again; a bare string
 * (an older or hand-written entry) still counts as a code whose discount is not known.
 */
export interface SavedPromo {
  code: string;
  /** Cents off; maps to one plan through the catalogue's promo amounts. */
  amountOff: number | null;
  /** Percent off every plan. */
  percentOff: number | null;
  durationInMonths: number | null;
}

export const promoStorageKey = "chorus.promocode";

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedPromo: SavedPromo | null = null;

function readRaw(): string | null {
  return readStored("local", promoStorageKey) ?? null;
}

function parse(raw: string | null): SavedPromo | null {
  if (!raw?.trim()) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedPromo> | string;
    if (typeof value === "string") return value.trim() ? bare(value) : null;
    if (!value || typeof value.code !== "string" || !value.code.trim()) return null;
    return {
      code: value.code.trim(),
      amountOff: typeof value.amountOff === "number" ? value.amountOff : null,
      percentOff: typeof value.percentOff === "number" ? value.percentOff : null,
      durationInMonths: typeof value.durationInMonths === "number" ? value.durationInMonths : null,
    };
  } catch {
    return bare(raw);
  }
}

const bare = (code: string): SavedPromo => ({
  code: code.trim(),
  amountOff: null,
  percentOff: null,
  durationInMonths: null,
});

export function readSavedPromo(): SavedPromo | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPromo = parse(raw);
  }
  return cachedPromo;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Without storage (private mode) the code is simply not remembered. */
export function savePromo(promo: SavedPromo): void {
  writeStoredJson("local", promoStorageKey, promo);
  notify();
}

export function clearSavedPromo(): void {
  removeStored("local", promoStorageKey);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving or clearing a code shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === promoStorageKey || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved promo code as React state. */
export function useSavedPromo(): SavedPromo | null {
  return useSyncExternalStore(subscribe, readSavedPromo, () => null);
}
