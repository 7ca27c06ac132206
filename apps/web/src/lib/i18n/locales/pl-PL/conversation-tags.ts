import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Tagi",
    column: "Tagi",
    none: "Brak tagów.",
    field: "Dodaj tag",
    placeholder: "Wybierz tag lub wpisz nowy",
    add: "Dodaj",
    remove: "Usuń tag {{title}}",
    already: "Ta rozmowa ma już tag {{title}}.",
    full: "Rozmowa może mieć najwyżej {{max}} tagów: usuń jeden, aby dodać kolejny.",
    added: "Dodano tag {{title}}",
    created: "Utworzono i dodano nowy tag {{title}}",
    removed: "Usunięto tag {{title}}",
    loadFailed: "Nie udało się wczytać tagów",
    unknown: "Nieznany tag",
    filter: "Tag",
    anyTag: "Dowolny tag",
  },
};
