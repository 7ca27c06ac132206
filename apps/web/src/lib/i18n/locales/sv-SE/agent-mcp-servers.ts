import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "MCP-servrar",
    title: "MCP-servrar",
    description: "Servrar vars verktyg dina agenter kan använda via Model Context Protocol.",
    add: "Lägg till server",
    loadFailed: "MCP-servrarna kunde inte läsas in",
    empty: {
      title: "Inga MCP-servrar än",
      text: "Lägg till en servers URL; agenterna använder dess verktyg när du väljer den på deras flik Verktyg. Först måste en administratör för arbetsytan tillåta MCP-servrar i agentinställningarna.",
    },
    list: {
      name: "Namn",
      address: "Adress",
      agents: "Agenter",
      actions: "Åtgärder",
      tools: "Verktyg",
      delete: "Ta bort",
      deleteLabel: "Ta bort {{name}}",
      secretAddress: "Adressen sparad i en hemlighet",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Fråga den som ringer före varje verktygsanrop",
      require_approval_per_tool: "Bestäm per verktyg",
      auto_approve_all: "Kör alla verktyg utan att fråga",
    },
    states: {
      up_to_date: "Godkänt",
      needs_review: "Ändrat sedan godkännandet",
      not_approved: "Inte godkänt",
    },
    addDialog: {
      title: "Lägg till en MCP-server",
      submit: "Lägg till server",
      failed: "Servern kunde inte läggas till",
      optIn:
        "MCP-godkännande krävs: först måste en administratör för arbetsytan tillåta MCP-servrar i agentinställningarna.",
      name: "Namn",
      url: "URL",
      urlHint: "https:// (okrypterad http bara till värdar som operatören tillåter).",
      transport: "Transport",
      policy: "Godkännande av verktyg",
      secretToken: "Hemlig token",
      secretTokenHint: "En hemlighet i arbetsytan som skickas som bearer-token.",
      noSecret: "Ingen",
    },
    tools: {
      title: "Verktyg i {{name}}",
      loadFailed: "Verktygen kunde inte läsas in",
      unreachable: "Servern kunde inte nås",
      none: "Den här servern erbjuder inga verktyg.",
      autoApprove: "Kör utan att fråga",
      changeFailed: "Ändringen kunde inte sparas",
    },
    delete: {
      title: "Ta bort {{name}}?",
      text: "Agenterna förlorar den här serverns verktyg.",
      confirm: "Ta bort",
      force: "Ta bort från agenterna och radera",
      deleted: "{{name}} togs bort",
      failed: "Servern kunde inte tas bort",
    },
  },
};
