import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Portuguese for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "Servidores MCP",
    title: "Servidores MCP",
    description:
      "Servidores cujas ferramentas os seus agentes podem usar, através do Model Context Protocol.",
    add: "Adicionar servidor",
    loadFailed: "Não foi possível carregar os servidores MCP",
    empty: {
      title: "Ainda não há servidores MCP",
      text: "Adicione o URL de um servidor; os agentes usam as suas ferramentas quando o escolhe no separador Ferramentas. Primeiro, um administrador do espaço de trabalho tem de permitir servidores MCP nas definições de agentes.",
    },
    list: {
      name: "Nome",
      address: "Endereço",
      agents: "Agentes",
      actions: "Ações",
      tools: "Ferramentas",
      delete: "Eliminar",
      deleteLabel: "Eliminar {{name}}",
      secretAddress: "Endereço guardado num segredo",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Perguntar ao interlocutor antes de cada chamada",
      require_approval_per_tool: "Decidir por ferramenta",
      auto_approve_all: "Executar todas as ferramentas sem perguntar",
    },
    states: {
      up_to_date: "Aprovada",
      needs_review: "Alterada desde a aprovação",
      not_approved: "Não aprovada",
    },
    addDialog: {
      title: "Adicionar um servidor MCP",
      submit: "Adicionar servidor",
      failed: "Não foi possível adicionar o servidor",
      optIn:
        "É necessário ativar o MCP: primeiro, um administrador do espaço de trabalho tem de permitir servidores MCP nas definições de agentes.",
      name: "Nome",
      url: "URL",
      urlHint: "https:// (http simples só para anfitriões que o operador permita).",
      transport: "Transporte",
      policy: "Aprovação de ferramentas",
      secretToken: "Token secreto",
      secretTokenHint: "Um segredo do espaço de trabalho enviado como token bearer.",
      noSecret: "Nenhum",
    },
    tools: {
      title: "Ferramentas de {{name}}",
      loadFailed: "Não foi possível carregar as ferramentas",
      unreachable: "Não foi possível contactar o servidor",
      none: "Este servidor não oferece ferramentas.",
      autoApprove: "Executar sem perguntar",
      changeFailed: "Não foi possível guardar a alteração",
    },
    delete: {
      title: "Eliminar {{name}}?",
      text: "Os agentes perdem as ferramentas deste servidor.",
      confirm: "Eliminar",
      force: "Retirar dos agentes e eliminar",
      deleted: "{{name}} eliminado",
      failed: "Não foi possível eliminar o servidor",
    },
  },
};
