import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** European Portuguese for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Testar agente",
    description:
      "Fale com o agente guardado como faria quem liga. As chamadas de teste custam metade: {{rate}} créditos por minuto.",
    unsaved: "Tem alterações por guardar: o teste usa a última versão guardada.",
    startCall: "Iniciar chamada",
    chat: "Chat",
    connecting: "A ligar…",
    cancel: "Cancelar",
    endCall: "Terminar chamada",
    speaking: "O agente está a falar",
    listening: "A ouvir",
    chatting: "Chat aberto",
    duration: "Duração",
    credits: "Créditos até agora",
    transcript: "Transcrição em direto",
    empty: "A conversa aparece aqui.",
    you: "Você",
    tentative: "ainda a falar",
    agent: "Agente",
    unheard: "não ouvido",
    interrupted: "Interrompido",
    message: "Mensagem",
    messagePlaceholder: "Escreva uma mensagem…",
    send: "Enviar",
    keys: "Enter envia uma mensagem, Esc termina a chamada.",
    failed: "Não foi possível iniciar a chamada",
    microphone: {
      deniedTitle: "Acesso ao microfone negado",
      deniedText:
        "O navegador bloqueia o microfone neste site. Para o permitir, abra as definições do site a partir do ícone à esquerda da barra de endereço, defina Microfone como Permitir e inicie a chamada de novo. Ou converse com o agente por escrito.",
      missing:
        "Não foi encontrado nenhum microfone. Ligue um e inicie a chamada de novo, ou converse com o agente por escrito.",
      unavailable:
        "Não foi possível abrir o microfone. Verifique se nenhuma outra aplicação o está a usar, ou converse com o agente por escrito.",
      chatInstead: "Conversar por escrito",
    },
    ended: {
      title: "Chamada terminada",
      user: "Terminou a chamada.",
      agent: "O agente terminou a chamada.",
      error: "A chamada terminou com um erro: {{message}}",
    },
    openConversation: "Abrir a conversa no histórico",
  },
};
