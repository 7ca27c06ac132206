import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** French (France) for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Bienvenue, {{name}}",
    greetingAnonymous: "Bienvenue",
    subtitle: "Voici ce qui se passe dans {{workspace}}.",
    plan: "Forfait",
    credits: "Crédits utilisés",
    creditsOf: "{{used}} sur {{limit}}",
    quickStart: "Démarrage rapide",
    createKey: "Créer une clé API",
    createKeyText: "Appelez l'API compatible ElevenLabs depuis votre code.",
    inviteTeam: "Invitez votre équipe",
    inviteTeamText: "Travaillez ensemble dans un espace de travail partagé.",
    readDocs: "Lire la référence de l'API",
    readDocsText: "Tous les points de terminaison, avec le format des requêtes et des réponses.",
    verifyBanner: {
      title: "Vérifiez votre adresse e-mail",
      text: "Nous avons envoyé un lien à {{email}}. Vérifiez votre adresse pour sécuriser votre compte et rejoindre les espaces de travail auxquels vous êtes invité.",
      resend: "Renvoyer l'e-mail",
      sent: "E-mail de vérification envoyé. Consultez votre boîte de réception.",
      failed: "Une erreur s'est produite lors de l'envoi de l'e-mail de vérification.",
    },
    bipa: {
      title: "Conditions de confidentialité biométrique",
      text: "Comme vous vous trouvez dans l'Illinois, vous devez accepter les conditions de confidentialité des informations biométriques avant d'utiliser le clonage vocal.",
      accept: "Accepter les conditions",
      accepted: "Conditions acceptées",
    },
    checklist: {
      title: "Bien démarrer avec Chorus",
      intro:
        "Une courte liste d'étapes pour configurer votre compte et effectuer votre premier appel à l'API.",
      start: "Afficher la liste",
      hide: "Masquer la liste",
      completeAll: "Tout marquer comme terminé",
      markDone: "Marquer comme terminé",
      completedTitle: "Tout est prêt",
      completedText: "Vous avez terminé la liste de démarrage.",
      progress: "Terminé : {{done}} sur {{total}}",
      items: {
        verify_email: "Vérifier votre adresse e-mail",
        complete_profile: "Compléter votre profil",
        create_api_key: "Créer votre première clé API",
        invite_member: "Inviter un coéquipier",
        enable_mfa: "Activer la validation en deux étapes",
        explore_docs: "Découvrir la référence de l'API",
        first_generation: "Faire votre première synthèse vocale",
      },
    },
    invites: {
      title: "Invitations à des espaces de travail",
      text: "{{inviter}} vous a invité à rejoindre l'espace de travail avec le rôle {{role}}.",
      textNoInviter: "Vous êtes invité à rejoindre l'espace de travail avec le rôle {{role}}.",
      accept: "Accepter",
      decline: "Refuser",
      accepted: "Vous avez rejoint {{workspace}}",
      declined: "Invitation refusée",
    },
  },
};
