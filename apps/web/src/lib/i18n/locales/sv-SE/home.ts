import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Välkommen, {{name}}",
    greetingAnonymous: "Välkommen",
    subtitle: "Det här händer i {{workspace}}.",
    plan: "Abonnemang",
    credits: "Använda krediter",
    creditsOf: "{{used}} av {{limit}}",
    quickStart: "Snabbstart",
    createKey: "Skapa en API-nyckel",
    createKeyText: "Anropa det ElevenLabs-kompatibla API:et från din kod.",
    inviteTeam: "Bjud in ditt team",
    inviteTeamText: "Samarbeta i en delad arbetsyta.",
    readDocs: "Läs API-referensen",
    readDocsText: "Alla slutpunkter, med format för förfrågningar och svar.",
    verifyBanner: {
      title: "Verifiera din e-postadress",
      text: "Vi har skickat en länk till {{email}}. Verifiera adressen för att skydda ditt konto och kunna gå med i arbetsytor du bjuds in till.",
      resend: "Skicka mejlet igen",
      sent: "Verifieringsmejlet har skickats. Kolla din inkorg.",
      failed: "Ett fel uppstod när verifieringsmejlet skulle skickas.",
    },
    bipa: {
      title: "Villkor för biometrisk integritet",
      text: "Eftersom du befinner dig i Illinois måste du godkänna villkoren för skydd av biometrisk information innan du kan använda röstkloning.",
      accept: "Godkänn villkoren",
      accepted: "Villkoren har godkänts",
    },
    checklist: {
      title: "Kom igång med Chorus",
      intro: "En kort checklista för att konfigurera ditt konto och göra ditt första API-anrop.",
      start: "Visa checklistan",
      hide: "Dölj checklistan",
      completeAll: "Markera alla som klara",
      markDone: "Markera som klar",
      completedTitle: "Allt är klart",
      completedText: "Du har gått igenom hela checklistan för att komma igång.",
      progress: "{{done}} av {{total}} klara",
      items: {
        verify_email: "Verifiera din e-postadress",
        complete_profile: "Fyll i din profil",
        create_api_key: "Skapa din första API-nyckel",
        invite_member: "Bjud in en kollega",
        enable_mfa: "Aktivera tvåstegsverifiering",
        explore_docs: "Utforska API-referensen",
        first_generation: "Skapa ditt första tal",
      },
    },
    invites: {
      title: "Inbjudningar till arbetsytor",
      text: "{{inviter}} har bjudit in dig att gå med som {{role}}.",
      textNoInviter: "Du har bjudits in att gå med som {{role}}.",
      accept: "Acceptera",
      decline: "Avböj",
      accepted: "Du har gått med i {{workspace}}",
      declined: "Inbjudan avböjdes",
    },
  },
};
