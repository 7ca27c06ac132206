import type { PhonemeAlphabet } from "@chorus/contract";

interface RuleMatching {
  /** The text the rule looks for. */
  stringToReplace: string;
  /** Match letters exactly (default) or in any case. */
  caseSensitive: boolean;
  /** Match whole words only (default) or anywhere, even inside a word. */
  wordBoundaries: boolean;
}

/** One pronunciation rule as stored: an alias rewrites the text, a phoneme is spoken as given. */
export type PronunciationRule =
  | (RuleMatching & { type: "alias"; alias: string })
  | (RuleMatching & { type: "phoneme"; phoneme: string; alphabet: PhonemeAlphabet });

/** A workspace's dictionary; its rules live in immutable versions, the newest named here. */
export interface PronunciationDictionaryRecord {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  createdByUserId: string;
  latestVersionId: string;
  latestVersionRulesNum: number;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}

/** Every rule change makes one: a locator (dictionary id + version id) always means the same rules. */
export interface PronunciationDictionaryVersionRecord {
  id: string;
  dictionaryId: string;
  workspaceId: string;
  rules: PronunciationRule[];
  createdAt: Date;
}
