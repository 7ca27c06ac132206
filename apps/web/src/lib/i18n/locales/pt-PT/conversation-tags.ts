import type { conversationTagsStrings as english } from "../en-US/conversation-tags.ts";
import type { Translation } from "../translation-shape.ts";

/** Portuguese for conversation tags: the chips, the field that adds one, and the list's tag filter. */
export const conversationTagsStrings: Translation<typeof english> = {
  conversationTags: {
    title: "Etiquetas",
    column: "Etiquetas",
    none: "Ainda não há etiquetas.",
    field: "Adicionar uma etiqueta",
    placeholder: "Escolha uma etiqueta ou escreva uma nova",
    add: "Adicionar",
    remove: "Remover a etiqueta {{title}}",
    already: "Esta conversa já tem a etiqueta {{title}}.",
    full: "Uma conversa pode ter no máximo {{max}} etiquetas: remova uma para adicionar outra.",
    added: "Etiqueta {{title}} adicionada",
    created: "Nova etiqueta {{title}} criada e adicionada",
    removed: "Etiqueta {{title}} removida",
    loadFailed: "Não foi possível carregar as etiquetas",
    unknown: "Etiqueta desconhecida",
    filter: "Etiqueta",
    anyTag: "Qualquer etiqueta",
  },
};
