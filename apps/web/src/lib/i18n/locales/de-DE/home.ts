import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Willkommen, {{name}}",
    greetingAnonymous: "Willkommen",
    subtitle: "Das passiert gerade in {{workspace}}.",
    plan: "Tarif",
    credits: "Verbrauchte Credits",
    creditsOf: "{{used}} von {{limit}}",
    quickStart: "Schnellstart",
    createKey: "API-Schlüssel erstellen",
    createKeyText: "Rufen Sie die ElevenLabs-kompatible API aus Ihrem Code auf.",
    inviteTeam: "Team einladen",
    inviteTeamText: "Arbeiten Sie gemeinsam in einem geteilten Arbeitsbereich.",
    readDocs: "API-Referenz lesen",
    readDocsText: "Alle Endpunkte mit dem Aufbau von Anfragen und Antworten.",
    verifyBanner: {
      title: "Bestätigen Sie Ihre E-Mail-Adresse",
      text: "Wir haben einen Link an {{email}} gesendet. Bestätigen Sie die Adresse, um Ihr Konto zu schützen und Arbeitsbereichen beizutreten, zu denen Sie eingeladen wurden.",
      resend: "E-Mail erneut senden",
      sent: "Bestätigungs-E-Mail gesendet. Prüfen Sie Ihren Posteingang.",
      failed: "Beim Senden der Bestätigungs-E-Mail ist ein Fehler aufgetreten.",
    },
    bipa: {
      title: "Datenschutzbedingungen für biometrische Daten",
      text: "Da Sie sich in Illinois befinden, müssen Sie den Datenschutzbedingungen für biometrische Daten zustimmen, bevor Sie Stimmen klonen können.",
      accept: "Bedingungen akzeptieren",
      accepted: "Bedingungen akzeptiert",
    },
    checklist: {
      title: "Erste Schritte mit Chorus",
      intro: "Eine kurze Checkliste, um Ihr Konto einzurichten und Ihren ersten API-Aufruf zu machen.",
      start: "Checkliste anzeigen",
      hide: "Checkliste ausblenden",
      completeAll: "Alle als erledigt markieren",
      markDone: "Als erledigt markieren",
      completedTitle: "Alles erledigt",
      completedText: "Sie haben die Checkliste für die ersten Schritte abgeschlossen.",
      progress: "{{done}} von {{total}} erledigt",
      items: {
        verify_email: "E-Mail-Adresse bestätigen",
        complete_profile: "Profil vervollständigen",
        create_api_key: "Ersten API-Schlüssel erstellen",
        invite_member: "Teammitglied einladen",
        enable_mfa: "Bestätigung in zwei Schritten aktivieren",
        explore_docs: "API-Referenz erkunden",
        first_generation: "Erste Sprachausgabe erzeugen",
      },
    },
    invites: {
      title: "Einladungen in Arbeitsbereiche",
      text: "{{inviter}} hat Sie als {{role}} eingeladen.",
      textNoInviter: "Sie wurden als {{role}} eingeladen.",
      accept: "Annehmen",
      decline: "Ablehnen",
      accepted: "Sie sind {{workspace}} beigetreten",
      declined: "Einladung abgelehnt",
    },
  },
};
