import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Probar agente",
    description:
      "Habla con el agente guardado como lo haría quien llama. Las llamadas de prueba cuestan la mitad: {{rate}} créditos por minuto.",
    unsaved: "Tienes cambios sin guardar: la prueba usa la última versión guardada.",
    startCall: "Iniciar llamada",
    chat: "Chat",
    connecting: "Conectando…",
    cancel: "Cancelar",
    endCall: "Colgar",
    speaking: "El agente habla",
    listening: "Escuchando",
    chatting: "Chat abierto",
    duration: "Duración",
    credits: "Créditos hasta ahora",
    transcript: "Transcripción en directo",
    empty: "La conversación aparece aquí.",
    you: "Tú",
    tentative: "aún hablando",
    agent: "Agente",
    unheard: "no oído",
    interrupted: "Interrumpido",
    message: "Mensaje",
    messagePlaceholder: "Escribe un mensaje…",
    send: "Enviar",
    keys: "Intro envía un mensaje, Esc termina la llamada.",
    failed: "No se pudo iniciar la llamada",
    microphone: {
      deniedTitle: "Acceso al micrófono denegado",
      deniedText:
        "El navegador bloquea el micrófono en este sitio. Para permitirlo, abre la configuración del sitio desde el icono a la izquierda de la barra de direcciones, pon Micrófono en Permitir y vuelve a iniciar la llamada. O chatea con el agente.",
      missing:
        "No se ha encontrado ningún micrófono. Conecta uno y vuelve a iniciar la llamada, o chatea con el agente.",
      unavailable:
        "No se pudo abrir el micrófono. Comprueba que ninguna otra aplicación lo esté usando, o chatea con el agente.",
      chatInstead: "Chatear en su lugar",
    },
    ended: {
      title: "Llamada terminada",
      user: "Has terminado la llamada.",
      agent: "El agente ha terminado la llamada.",
      error: "La llamada terminó con un error: {{message}}",
    },
    openConversation: "Abrir la conversación en el historial",
  },
};
