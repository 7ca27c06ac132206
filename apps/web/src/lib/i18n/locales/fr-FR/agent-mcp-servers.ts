import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** French for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "Serveurs MCP",
    title: "Serveurs MCP",
    description: "Des serveurs dont vos agents peuvent utiliser les outils, via le Model Context Protocol.",
    add: "Ajouter un serveur",
    loadFailed: "Impossible de charger les serveurs MCP",
    empty: {
      title: "Aucun serveur MCP pour l’instant",
      text: "Ajoutez l’URL d’un serveur ; les agents utilisent ses outils dès que vous le choisissez dans leur onglet Outils. Un administrateur de l’espace de travail doit d’abord autoriser les serveurs MCP dans les réglages des agents.",
    },
    list: {
      name: "Nom",
      address: "Adresse",
      agents: "Agents",
      actions: "Actions",
      tools: "Outils",
      delete: "Supprimer",
      deleteLabel: "Supprimer {{name}}",
      secretAddress: "Adresse conservée dans un secret",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Demander à l’appelant avant chaque appel d’outil",
      require_approval_per_tool: "Décider outil par outil",
      auto_approve_all: "Exécuter tous les outils sans demander",
    },
    states: {
      up_to_date: "Approuvé",
      needs_review: "Modifié depuis l’approbation",
      not_approved: "Non approuvé",
    },
    addDialog: {
      title: "Ajouter un serveur MCP",
      submit: "Ajouter le serveur",
      failed: "Impossible d’ajouter le serveur",
      optIn:
        "Activation MCP requise : un administrateur de l’espace de travail doit d’abord autoriser les serveurs MCP dans les réglages des agents.",
      name: "Nom",
      url: "URL",
      urlHint: "https:// (http simple uniquement vers les hôtes autorisés par l’opérateur).",
      transport: "Transport",
      policy: "Approbation des outils",
      secretToken: "Jeton secret",
      secretTokenHint: "Un secret de l’espace de travail envoyé comme jeton bearer.",
      noSecret: "Aucun",
    },
    tools: {
      title: "Outils de {{name}}",
      loadFailed: "Impossible de charger les outils",
      unreachable: "Le serveur est injoignable",
      none: "Ce serveur ne propose aucun outil.",
      autoApprove: "Exécuter sans demander",
      changeFailed: "Impossible d’enregistrer la modification",
    },
    delete: {
      title: "Supprimer {{name}} ?",
      text: "Les agents perdront les outils de ce serveur.",
      confirm: "Supprimer",
      force: "Retirer des agents et supprimer",
      deleted: "{{name}} supprimé",
      failed: "Impossible de supprimer le serveur",
    },
  },
};
