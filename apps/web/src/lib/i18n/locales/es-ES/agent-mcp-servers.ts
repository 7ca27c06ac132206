import type { agentMcpStrings as english } from "../en-US/agent-mcp-servers.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish for the workspace's MCP servers page. */
export const agentMcpStrings: Translation<typeof english> = {
  agentMcp: {
    nav: "Servidores MCP",
    title: "Servidores MCP",
    description: "Servidores cuyas herramientas pueden usar tus agentes mediante el Model Context Protocol.",
    add: "Añadir servidor",
    loadFailed: "No se pudieron cargar los servidores MCP",
    empty: {
      title: "Aún no hay servidores MCP",
      text: "Añade la URL de un servidor; los agentes usan sus herramientas cuando lo eliges en su pestaña Herramientas. Antes, un administrador del espacio de trabajo debe permitir los servidores MCP en los ajustes de agentes.",
    },
    list: {
      name: "Nombre",
      address: "Dirección",
      agents: "Agentes",
      actions: "Acciones",
      tools: "Herramientas",
      delete: "Eliminar",
      deleteLabel: "Eliminar {{name}}",
      secretAddress: "Dirección guardada en un secreto",
    },
    transports: {
      STREAMABLE_HTTP: "Streamable HTTP",
      SSE: "SSE",
    },
    policies: {
      require_approval_all: "Preguntar al interlocutor antes de cada llamada",
      require_approval_per_tool: "Decidir por herramienta",
      auto_approve_all: "Ejecutar todas las herramientas sin preguntar",
    },
    states: {
      up_to_date: "Aprobada",
      needs_review: "Cambiada desde su aprobación",
      not_approved: "No aprobada",
    },
    addDialog: {
      title: "Añadir un servidor MCP",
      submit: "Añadir servidor",
      failed: "No se pudo añadir el servidor",
      optIn:
        "Se requiere activar MCP: un administrador del espacio de trabajo debe permitir antes los servidores MCP en los ajustes de agentes.",
      name: "Nombre",
      url: "URL",
      urlHint: "https:// (http sin cifrar solo a hosts que el operador permita).",
      transport: "Transporte",
      policy: "Aprobación de herramientas",
      secretToken: "Token secreto",
      secretTokenHint: "Un secreto del espacio de trabajo enviado como token bearer.",
      noSecret: "Ninguno",
    },
    tools: {
      title: "Herramientas de {{name}}",
      loadFailed: "No se pudieron cargar las herramientas",
      unreachable: "No se pudo contactar con el servidor",
      none: "Este servidor no ofrece herramientas.",
      autoApprove: "Ejecutar sin preguntar",
      changeFailed: "No se pudo guardar el cambio",
    },
    delete: {
      title: "¿Eliminar {{name}}?",
      text: "Los agentes perderán las herramientas de este servidor.",
      confirm: "Eliminar",
      force: "Quitar de los agentes y eliminar",
      deleted: "{{name}} eliminado",
      failed: "No se pudo eliminar el servidor",
    },
  },
};
