import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** French for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Étiquettes",
    column: "Étiquettes",
    none: "Aucune étiquette pour l'instant.",
    field: "Ajouter une étiquette",
    placeholder: "Choisissez une étiquette ou saisissez-en une nouvelle",
    add: "Ajouter",
    remove: "Retirer l'étiquette {{title}}",
    already: "Cette conversation a déjà l'étiquette {{title}}.",
    full: "Une conversation peut avoir au plus {{max}} étiquettes : retirez-en une pour en ajouter une autre.",
    added: "Étiquette {{title}} ajoutée",
    created: "Nouvelle étiquette {{title}} créée et ajoutée",
    removed: "Étiquette {{title}} retirée",
    loadFailed: "Les étiquettes n'ont pas pu être chargées",
    unknown: "Étiquette inconnue",
    filter: "Étiquette",
    anyTag: "Toutes les étiquettes",
  },
};
