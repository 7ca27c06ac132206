import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "Serwery MCP",
    title: "Serwery MCP",
    description: "Serwery, których narzędzi twoi agenci mogą używać przez Model Context Protocol.",
    add: "Dodaj serwer",
    loadFailed: "Nie udało się wczytać serwerów MCP",
    empty: {
      title: "Brak serwerów MCP",
      text: "Dodaj adres URL serwera; agenci korzystają z jego narzędzi, gdy wybierzesz go na ich karcie Narzędzia. Najpierw administrator obszaru roboczego musi zezwolić na serwery MCP w ustawieniach agentów.",
    },
    list: {
      name: "Nazwa",
      address: "Adres",
      agents: "Agenci",
      actions: "Akcje",
      tools: "Narzędzia",
      delete: "Usuń",
      deleteLabel: "Usuń {{name}}",
      secretAddress: "Adres przechowywany w sekrecie",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Pytaj rozmówcę przed każdym wywołaniem narzędzia",
      require_approval_per_tool: "Decyduj dla każdego narzędzia",
      auto_approve_all: "Uruchamiaj wszystkie narzędzia bez pytania",
    },
    states: {
      up_to_date: "Zatwierdzone",
      needs_review: "Zmienione od zatwierdzenia",
      not_approved: "Niezatwierdzone",
    },
    addDialog: {
      title: "Dodaj serwer MCP",
      submit: "Dodaj serwer",
      failed: "Nie udało się dodać serwera",
      optIn:
        "Wymagana zgoda na MCP: najpierw administrator obszaru roboczego musi zezwolić na serwery MCP w ustawieniach agentów.",
      name: "Nazwa",
      url: "URL",
      urlHint: "https:// (zwykłe http tylko do hostów dozwolonych przez operatora).",
      transport: "Transport",
      policy: "Zatwierdzanie narzędzi",
      secretToken: "Token sekretny",
      secretTokenHint: "Sekret obszaru roboczego wysyłany jako token bearer.",
      noSecret: "Brak",
    },
    tools: {
      title: "Narzędzia serwera {{name}}",
      loadFailed: "Nie udało się wczytać narzędzi",
      unreachable: "Nie udało się połączyć z serwerem",
      none: "Ten serwer nie udostępnia narzędzi.",
      autoApprove: "Uruchamiaj bez pytania",
      changeFailed: "Nie udało się zapisać zmiany",
    },
    delete: {
      title: "Usunąć {{name}}?",
      text: "Agenci stracą narzędzia tego serwera.",
      confirm: "Usuń",
      force: "Odłącz od agentów i usuń",
      deleted: "Usunięto {{name}}",
      failed: "Nie udało się usunąć serwera",
    },
  },
};
