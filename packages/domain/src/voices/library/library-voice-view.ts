import type { PremadeVoice } from "../premade-voices.ts";
import type { LibraryCopyRecord, LibraryEntry, LibraryMetrics } from "./library-records.ts";

/**
 * A voice as the library shows it (`LibraryVoiceResponse`): a live shared voice with its use, and
 * whether the reader's workspace added it; or, in similar-voice answers, a premade voice. `distance`
 * is set in similar-voice answers (voice-distance.ts).
 */
export type LibraryVoiceView =
  | {
      kind: "shared";
      entry: LibraryEntry;
      metrics: LibraryMetrics;
      /** The reader's copy, when their workspace added this voice. */
      readerCopy: LibraryCopyRecord | undefined;
      distance?: number;
    }
  | { kind: "premade"; voice: PremadeVoice; distance?: number };

/** The label the library shows for `key`: the sharing settings' first, then the voice's own. */
export function libraryLabel(entry: LibraryEntry, key: string): string {
  return entry.sharing.labels[key] ?? entry.voice.labels[key] ?? "";
}

export function libraryLanguage(entry: LibraryEntry): string {
  return libraryLabel(entry, "language") || entry.voice.language;
}

export const noMetrics: LibraryMetrics = { clonedByCount: 0, usageCharacters7d: 0, usageCharacters1y: 0 };
