import type { homeStrings as english } from "../en-US/home.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the home page. */
export const homeStrings: Translation<typeof english> = {
  home: {
    greeting: "Witaj, {{name}}",
    greetingAnonymous: "Witaj",
    subtitle: "Oto co słychać w przestrzeni {{workspace}}.",
    plan: "Plan",
    credits: "Wykorzystane kredyty",
    creditsOf: "{{used}} z {{limit}}",
    quickStart: "Szybki start",
    createKey: "Utwórz klucz API",
    createKeyText: "Wywołuj API zgodne z ElevenLabs ze swojego kodu.",
    inviteTeam: "Zaproś zespół",
    inviteTeamText: "Pracujcie razem we wspólnej przestrzeni roboczej.",
    readDocs: "Przeczytaj dokumentację API",
    readDocsText: "Wszystkie endpointy wraz ze strukturą żądań i odpowiedzi.",
    verifyBanner: {
      title: "Zweryfikuj swój adres e-mail",
      text: "Wysłaliśmy link na adres {{email}}. Zweryfikuj go, aby zabezpieczyć konto i dołączać do przestrzeni roboczych, do których Cię zaproszono.",
      resend: "Wyślij ponownie",
      sent: "Wysłano e-mail weryfikacyjny. Sprawdź skrzynkę odbiorczą.",
      failed: "Podczas wysyłania e-maila weryfikacyjnego wystąpił błąd.",
    },
    bipa: {
      title: "Warunki ochrony danych biometrycznych",
      text: "Ponieważ znajdujesz się w stanie Illinois, przed użyciem klonowania głosu musisz zaakceptować warunki ochrony prywatności danych biometrycznych.",
      accept: "Akceptuj warunki",
      accepted: "Warunki zaakceptowane",
    },
    checklist: {
      title: "Pierwsze kroki z Chorus",
      intro: "Krótka lista zadań, dzięki której skonfigurujesz konto i wykonasz pierwsze wywołanie API.",
      start: "Pokaż listę zadań",
      hide: "Ukryj listę",
      completeAll: "Oznacz wszystko jako gotowe",
      markDone: "Oznacz jako gotowe",
      completedTitle: "Wszystko gotowe",
      completedText: "Lista pierwszych kroków została ukończona.",
      progress: "Gotowe: {{done}} z {{total}}",
      items: {
        verify_email: "Zweryfikuj adres e-mail",
        complete_profile: "Uzupełnij profil",
        create_api_key: "Utwórz pierwszy klucz API",
        invite_member: "Zaproś członka zespołu",
        enable_mfa: "Włącz weryfikację dwuetapową",
        explore_docs: "Poznaj dokumentację API",
        first_generation: "Wygeneruj swoje pierwsze nagranie",
      },
    },
    invites: {
      title: "Zaproszenia do przestrzeni roboczych",
      text: "{{inviter}} zaprasza Cię do dołączenia z rolą: {{role}}.",
      textNoInviter: "Masz zaproszenie do dołączenia z rolą: {{role}}.",
      accept: "Akceptuj",
      decline: "Odrzuć",
      accepted: "Dołączono do przestrzeni {{workspace}}",
      declined: "Odrzucono zaproszenie",
    },
  },
};
