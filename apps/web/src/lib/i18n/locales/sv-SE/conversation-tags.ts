import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Taggar",
    column: "Taggar",
    none: "Inga taggar än.",
    field: "Lägg till en tagg",
    placeholder: "Välj en tagg eller skriv en ny",
    add: "Lägg till",
    remove: "Ta bort taggen {{title}}",
    already: "Samtalet har redan taggen {{title}}.",
    full: "Ett samtal kan ha högst {{max}} taggar: ta bort en för att lägga till en annan.",
    added: "Taggen {{title}} har lagts till",
    created: "Den nya taggen {{title}} har skapats och lagts till",
    removed: "Taggen {{title}} har tagits bort",
    loadFailed: "Taggarna kunde inte läsas in",
    unknown: "Okänd tagg",
    filter: "Tagg",
    anyTag: "Alla taggar",
  },
};
