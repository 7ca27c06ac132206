import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish (Spain) for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Te damos la bienvenida, {{name}}",
    greetingAnonymous: "Te damos la bienvenida",
    subtitle: "Esto es lo que está pasando en {{workspace}}.",
    plan: "Plan",
    credits: "Créditos usados",
    creditsOf: "{{used}} de {{limit}}",
    quickStart: "Inicio rápido",
    createKey: "Crea una clave de API",
    createKeyText: "Llama desde tu código a la API compatible con ElevenLabs.",
    inviteTeam: "Invita a tu equipo",
    inviteTeamText: "Colaborad en un espacio de trabajo compartido.",
    readDocs: "Consulta la referencia de la API",
    readDocsText: "Todos los endpoints, con el formato de las solicitudes y las respuestas.",
    verifyBanner: {
      title: "Verifica tu dirección de correo",
      text: "Hemos enviado un enlace a {{email}}. Verifícala para proteger tu cuenta y unirte a los espacios de trabajo a los que te inviten.",
      resend: "Reenviar correo",
      sent: "Correo de verificación enviado. Revisa tu bandeja de entrada.",
      failed: "Se ha producido un error al enviar el correo de verificación.",
    },
    bipa: {
      title: "Condiciones de privacidad biométrica",
      text: "Como te encuentras en Illinois, debes aceptar las condiciones de privacidad de la información biométrica antes de usar la clonación de voz.",
      accept: "Aceptar condiciones",
      accepted: "Condiciones aceptadas",
    },
    checklist: {
      title: "Primeros pasos con Chorus",
      intro: "Una breve lista para configurar tu cuenta y hacer tu primera llamada a la API.",
      start: "Ver la lista",
      hide: "Ocultar lista",
      completeAll: "Marcar todo como hecho",
      markDone: "Marcar como hecho",
      completedTitle: "Ya está todo listo",
      completedText: "Has completado la lista de primeros pasos.",
      progress: "{{done}} de {{total}} hechos",
      items: {
        verify_email: "Verifica tu dirección de correo",
        complete_profile: "Completa tu perfil",
        create_api_key: "Crea tu primera clave de API",
        invite_member: "Invita a un compañero",
        enable_mfa: "Activa la verificación en dos pasos",
        explore_docs: "Explora la referencia de la API",
        first_generation: "Genera tu primera locución",
      },
    },
    invites: {
      title: "Invitaciones a espacios de trabajo",
      text: "{{inviter}} te ha invitado a unirte como {{role}}.",
      textNoInviter: "Te han invitado a unirte como {{role}}.",
      accept: "Aceptar",
      decline: "Rechazar",
      accepted: "Te has unido a {{workspace}}",
      declined: "Invitación rechazada",
    },
  },
};
