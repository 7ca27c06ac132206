import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** French for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Tester l'agent",
    description:
      "Parlez à l'agent enregistré comme le ferait un appelant. Les appels de test coûtent moitié prix : {{rate}} crédits par minute.",
    unsaved:
      "Vous avez des modifications non enregistrées : le test utilise la dernière version enregistrée.",
    startCall: "Lancer l'appel",
    chat: "Discuter",
    connecting: "Connexion…",
    cancel: "Annuler",
    endCall: "Raccrocher",
    speaking: "L'agent parle",
    listening: "À l'écoute",
    chatting: "Discussion ouverte",
    duration: "Durée",
    credits: "Crédits jusqu'ici",
    transcript: "Transcription en direct",
    empty: "La conversation s'affiche ici.",
    you: "Vous",
    tentative: "parle encore",
    agent: "Agent",
    unheard: "non entendu",
    interrupted: "Interrompu",
    message: "Message",
    messagePlaceholder: "Saisissez un message…",
    send: "Envoyer",
    keys: "Entrée envoie un message, Échap termine l'appel.",
    failed: "L'appel n'a pas pu démarrer",
    microphone: {
      deniedTitle: "Accès au micro refusé",
      deniedText:
        "Le navigateur bloque le micro sur ce site. Pour l'autoriser, ouvrez les paramètres du site depuis l'icône à gauche de la barre d'adresse, réglez Micro sur Autoriser, puis relancez l'appel. Ou discutez plutôt avec l'agent par écrit.",
      missing:
        "Aucun micro n'a été trouvé. Branchez-en un et relancez l'appel, ou discutez plutôt avec l'agent par écrit.",
      unavailable:
        "Le micro n'a pas pu être ouvert. Vérifiez qu'aucune autre application ne l'utilise, ou discutez plutôt avec l'agent par écrit.",
      chatInstead: "Discuter par écrit",
    },
    ended: {
      title: "Appel terminé",
      user: "Vous avez mis fin à l'appel.",
      agent: "L'agent a mis fin à l'appel.",
      error: "L'appel s'est terminé par une erreur : {{message}}",
    },
    openConversation: "Ouvrir la conversation dans l'historique",
  },
};
