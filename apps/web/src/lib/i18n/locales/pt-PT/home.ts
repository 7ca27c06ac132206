import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** European Portuguese for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Bem-vindo, {{name}}",
    greetingAnonymous: "Bem-vindo",
    subtitle: "Eis o que se passa em {{workspace}}.",
    plan: "Plano",
    credits: "Créditos utilizados",
    creditsOf: "{{used}} de {{limit}}",
    quickStart: "Início rápido",
    createKey: "Criar uma chave de API",
    createKeyText: "Chame a API compatível com ElevenLabs a partir do seu código.",
    inviteTeam: "Convidar a sua equipa",
    inviteTeamText: "Trabalhem em conjunto num espaço de trabalho partilhado.",
    readDocs: "Ler a referência da API",
    readDocsText: "Todos os endpoints, com o formato dos pedidos e das respostas.",
    verifyBanner: {
      title: "Verifique o seu endereço de e-mail",
      text: "Enviámos uma ligação para {{email}}. Verifique-o para proteger a sua conta e aderir aos espaços de trabalho para os quais foi convidado.",
      resend: "Reenviar e-mail",
      sent: "E-mail de verificação enviado. Verifique a sua caixa de entrada.",
      failed: "Ocorreu um erro ao enviar o e-mail de verificação.",
    },
    bipa: {
      title: "Termos de privacidade biométrica",
      text: "Como se encontra no Illinois, tem de aceitar os termos de privacidade de informações biométricas antes de usar a clonagem de voz.",
      accept: "Aceitar termos",
      accepted: "Termos aceites",
    },
    checklist: {
      title: "Comece a usar o Chorus",
      intro: "Uma pequena lista de tarefas para configurar a sua conta e fazer a sua primeira chamada à API.",
      start: "Mostrar a lista de tarefas",
      hide: "Ocultar lista de tarefas",
      completeAll: "Marcar tudo como concluído",
      markDone: "Marcar como concluído",
      completedTitle: "Está tudo pronto",
      completedText: "Concluiu a lista de tarefas para começar.",
      progress: "{{done}} de {{total}} concluídas",
      items: {
        verify_email: "Verificar o seu endereço de e-mail",
        complete_profile: "Completar o seu perfil",
        create_api_key: "Criar a sua primeira chave de API",
        invite_member: "Convidar um colega de equipa",
        enable_mfa: "Ativar a verificação em dois passos",
        explore_docs: "Explorar a referência da API",
        first_generation: "Gerar a sua primeira fala",
      },
    },
    invites: {
      title: "Convites para espaços de trabalho",
      text: "{{inviter}} convidou-o a aderir como {{role}}.",
      textNoInviter: "Foi convidado a aderir como {{role}}.",
      accept: "Aceitar",
      decline: "Recusar",
      accepted: "Aderiu a {{workspace}}",
      declined: "Convite recusado",
    },
  },
};
