import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** German for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Tags",
    column: "Tags",
    none: "Noch keine Tags.",
    field: "Tag hinzufügen",
    placeholder: "Tag wählen oder neues eingeben",
    add: "Hinzufügen",
    remove: "Tag {{title}} entfernen",
    already: "Dieses Gespräch hat das Tag {{title}} bereits.",
    full: "Ein Gespräch kann höchstens {{max}} Tags haben: Entfernen Sie eines, um ein weiteres hinzuzufügen.",
    added: "Tag {{title}} hinzugefügt",
    created: "Neues Tag {{title}} erstellt und hinzugefügt",
    removed: "Tag {{title}} entfernt",
    loadFailed: "Die Tags konnten nicht geladen werden",
    unknown: "Unbekanntes Tag",
    filter: "Tag",
    anyTag: "Alle Tags",
  },
};
