import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "टैग",
    column: "टैग",
    none: "अभी कोई टैग नहीं है।",
    field: "टैग जोड़ें",
    placeholder: "कोई टैग चुनें या नया लिखें",
    add: "जोड़ें",
    remove: "टैग {{title}} हटाएँ",
    already: "इस बातचीत पर टैग {{title}} पहले से है।",
    full: "एक बातचीत पर अधिकतम {{max}} टैग हो सकते हैं: नया जोड़ने के लिए कोई एक हटाएँ।",
    added: "टैग {{title}} जोड़ा गया",
    created: "नया टैग {{title}} बनाया और जोड़ा गया",
    removed: "टैग {{title}} हटाया गया",
    loadFailed: "टैग लोड नहीं हो सके",
    unknown: "अज्ञात टैग",
    filter: "टैग",
    anyTag: "कोई भी टैग",
  },
};
