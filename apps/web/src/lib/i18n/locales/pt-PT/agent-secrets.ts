import type { agentSecretsStrings as english } from "../en-US/agent-secrets.ts";
import type { Translation } from "../translation-shape.ts";

/** Portuguese for the workspace's secrets (agents area): the list, its dialogs and its errors. */
export const agentSecretsStrings: Translation<typeof english> = {
  agentSecrets: {
    nav: "Segredos",
    title: "Segredos",
    description:
      "Chaves e tokens que os seus agentes usam, como a chave de API do seu próprio servidor de modelos. Os valores são guardados cifrados e nunca mais são mostrados.",
    add: "Adicionar segredo",
    columns: { name: "Nome", usedBy: "Usado por", actions: "Ações" },
    unused: "Não usado",
    moreUsers: "e mais",
    empty: "Ainda não há segredos",
    emptyText: "Adicione um segredo e escolha-o onde um agente precisar de uma chave.",
    viewerNote: "Os leitores veem que segredos existem, mas não os podem adicionar nem alterar.",
    name: "Nome",
    namePlaceholder: "Chave do meu servidor de modelos",
    value: "Valor",
    newValue: "Novo valor",
    valueHint: "Guardado cifrado. Ninguém o poderá voltar a ler aqui, nem mesmo o utilizador.",
    nameRequired: "Dê um nome ao segredo.",
    valueRequired: "Introduza o valor do segredo.",
    createTitle: "Adicionar um segredo",
    create: "Adicionar segredo",
    created: "Segredo {{name}} adicionado",
    rename: "Mudar o nome",
    renameLabel: "Mudar o nome de {{name}}",
    renameTitle: "Mudar o nome de {{name}}",
    renamed: "Segredo renomeado para {{name}}",
    replace: "Substituir valor",
    replaceLabel: "Substituir o valor de {{name}}",
    replaceTitle: "Substituir o valor de {{name}}",
    replaceText: "Os agentes que usam este segredo enviam o novo valor a partir da próxima conversa.",
    replaced: "O valor de {{name}} foi substituído",
    save: "Guardar",
    deleteLabel: "Eliminar {{name}}",
    deleteTitle: "Eliminar {{name}}?",
    deleteText: "O segredo e o seu valor são removidos de forma definitiva.",
    deleted: "Segredo {{name}} eliminado",
    inUse: "Este segredo ainda está a ser usado",
  },
};
