import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Etiquetas",
    column: "Etiquetas",
    none: "Todavía no hay etiquetas.",
    field: "Añadir una etiqueta",
    placeholder: "Elige una etiqueta o escribe una nueva",
    add: "Añadir",
    remove: "Quitar la etiqueta {{title}}",
    already: "Esta conversación ya tiene la etiqueta {{title}}.",
    full: "Una conversación puede tener como máximo {{max}} etiquetas: quita una para añadir otra.",
    added: "Etiqueta {{title}} añadida",
    created: "Nueva etiqueta {{title}} creada y añadida",
    removed: "Etiqueta {{title}} quitada",
    loadFailed: "No se pudieron cargar las etiquetas",
    unknown: "Etiqueta desconocida",
    filter: "Etiqueta",
    anyTag: "Cualquier etiqueta",
  },
};
