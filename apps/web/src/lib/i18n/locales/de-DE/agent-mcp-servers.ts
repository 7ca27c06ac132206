import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "MCP-Server",
    title: "MCP-Server",
    description: "Server, deren Werkzeuge deine Agenten über das Model Context Protocol nutzen können.",
    add: "Server hinzufügen",
    loadFailed: "Die MCP-Server konnten nicht geladen werden",
    empty: {
      title: "Noch keine MCP-Server",
      text: "Füge die URL eines Servers hinzu; Agenten nutzen seine Werkzeuge, sobald du ihn auf ihrem Tab „Werkzeuge“ auswählst. Zuerst muss ein Workspace-Admin MCP-Server in den Agenten-Einstellungen erlauben.",
    },
    list: {
      name: "Name",
      address: "Adresse",
      agents: "Agenten",
      actions: "Aktionen",
      tools: "Werkzeuge",
      delete: "Löschen",
      deleteLabel: "{{name}} löschen",
      secretAddress: "Adresse in einem Secret gespeichert",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Vor jedem Werkzeugaufruf den Anrufer fragen",
      require_approval_per_tool: "Pro Werkzeug entscheiden",
      auto_approve_all: "Jedes Werkzeug ohne Nachfrage ausführen",
    },
    states: {
      up_to_date: "Freigegeben",
      needs_review: "Seit der Freigabe geändert",
      not_approved: "Nicht freigegeben",
    },
    addDialog: {
      title: "MCP-Server hinzufügen",
      submit: "Server hinzufügen",
      failed: "Der Server konnte nicht hinzugefügt werden",
      optIn:
        "MCP-Opt-in erforderlich: Ein Workspace-Admin muss MCP-Server zuerst in den Agenten-Einstellungen erlauben.",
      name: "Name",
      url: "URL",
      urlHint: "https:// (einfaches http nur zu Hosts, die der Betreiber erlaubt).",
      transport: "Transport",
      policy: "Werkzeugfreigabe",
      secretToken: "Secret-Token",
      secretTokenHint: "Ein Workspace-Secret, das als Bearer-Token gesendet wird.",
      noSecret: "Keins",
    },
    tools: {
      title: "Werkzeuge von {{name}}",
      loadFailed: "Die Werkzeuge konnten nicht geladen werden",
      unreachable: "Der Server war nicht erreichbar",
      none: "Dieser Server bietet keine Werkzeuge an.",
      autoApprove: "Ohne Nachfrage ausführen",
      changeFailed: "Die Änderung konnte nicht gespeichert werden",
    },
    delete: {
      title: "{{name}} löschen?",
      text: "Agenten verlieren die Werkzeuge dieses Servers.",
      confirm: "Löschen",
      force: "Von Agenten entfernen und löschen",
      deleted: "{{name}} gelöscht",
      failed: "Der Server konnte nicht gelöscht werden",
    },
  },
};
