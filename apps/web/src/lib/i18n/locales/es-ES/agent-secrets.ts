import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Secretos",
    title: "Secretos",
    description:
      "Claves y tokens que usan tus agentes, como la clave de API de tu propio servidor de modelos. Los valores se guardan cifrados y no se vuelven a mostrar.",
    add: "Añadir secreto",
    columns: { name: "Nombre", usedBy: "Usado por", actions: "Acciones" },
    unused: "Sin usar",
    moreUsers: "y más",
    empty: "Aún no hay secretos",
    emptyText: "Añade un secreto y elígelo donde un agente necesite una clave.",
    viewerNote: "Los lectores ven qué secretos existen, pero no pueden añadirlos ni cambiarlos.",
    name: "Nombre",
    namePlaceholder: "Clave de mi servidor de modelos",
    value: "Valor",
    newValue: "Nuevo valor",
    valueHint: "Se guarda cifrado. Nadie podrá volver a leerlo aquí, ni siquiera tú.",
    nameRequired: "Ponle un nombre al secreto.",
    valueRequired: "Introduce el valor del secreto.",
    createTitle: "Añadir un secreto",
    create: "Añadir secreto",
    created: "Secreto {{name}} añadido",
    rename: "Renombrar",
    renameLabel: "Renombrar {{name}}",
    renameTitle: "Renombrar {{name}}",
    renamed: "Secreto renombrado como {{name}}",
    replace: "Sustituir valor",
    replaceLabel: "Sustituir el valor de {{name}}",
    replaceTitle: "Sustituir el valor de {{name}}",
    replaceText:
      "Los agentes que usan este secreto enviarán el nuevo valor a partir de su próxima conversación.",
    replaced: "Se ha sustituido el valor de {{name}}",
    save: "Guardar",
    deleteLabel: "Eliminar {{name}}",
    deleteTitle: "¿Eliminar {{name}}?",
    deleteText: "El secreto y su valor se eliminan definitivamente.",
    deleted: "Secreto {{name}} eliminado",
    inUse: "Este secreto todavía está en uso",
  },
};
