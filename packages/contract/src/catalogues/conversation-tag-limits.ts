import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of conversation tags. ElevenLabs gives only the page size ("Can not exceed 100"); the
 * rest are Chorus bounds of the usual kinds (`inputLimits`), and tags on one conversation are
 * capped so a conversation's row and its chips stay small.
 */
export const conversationTagLimits = {
  titleCharacters: inputLimits.nameCharacters,
  descriptionCharacters: inputLimits.descriptionCharacters,
  /** Tags one conversation carries at most (and so the most one assignment can name). */
  perConversation: 50,
  /** Tags listed per page. */
  pageSize: { default: 30, max: 100 },
} as const;
