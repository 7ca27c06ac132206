import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Przetestuj agenta",
    description:
      "Porozmawiaj z zapisanym agentem tak, jak zrobiłby to dzwoniący. Połączenia testowe kosztują połowę: {{rate}} kredytów za minutę.",
    unsaved: "Masz niezapisane zmiany: test używa ostatnio zapisanej wersji.",
    startCall: "Rozpocznij rozmowę",
    chat: "Czat",
    connecting: "Łączenie…",
    cancel: "Anuluj",
    endCall: "Zakończ rozmowę",
    speaking: "Agent mówi",
    listening: "Słucha",
    chatting: "Czat otwarty",
    duration: "Czas trwania",
    credits: "Dotychczasowe kredyty",
    transcript: "Transkrypcja na żywo",
    empty: "Tutaj pojawi się rozmowa.",
    you: "Ty",
    tentative: "jeszcze mówisz",
    agent: "Agent",
    unheard: "niesłyszane",
    interrupted: "Przerwano",
    message: "Wiadomość",
    messagePlaceholder: "Wpisz wiadomość…",
    send: "Wyślij",
    keys: "Enter wysyła wiadomość, Esc kończy rozmowę.",
    failed: "Nie udało się rozpocząć rozmowy",
    microphone: {
      deniedTitle: "Odmowa dostępu do mikrofonu",
      deniedText:
        "Przeglądarka blokuje mikrofon na tej stronie. Aby go zezwolić, otwórz ustawienia strony ikoną po lewej stronie paska adresu, ustaw Mikrofon na Zezwalaj i rozpocznij rozmowę ponownie. Możesz też zamiast tego napisać do agenta na czacie.",
      missing:
        "Nie znaleziono mikrofonu. Podłącz go i rozpocznij rozmowę ponownie albo napisz do agenta na czacie.",
      unavailable:
        "Nie udało się otworzyć mikrofonu. Sprawdź, czy nie używa go inna aplikacja, albo napisz do agenta na czacie.",
      chatInstead: "Zamiast tego czat",
    },
    ended: {
      title: "Rozmowa zakończona",
      user: "Rozmowa zakończona przez Ciebie.",
      agent: "Agent zakończył rozmowę.",
      error: "Rozmowa zakończyła się błędem: {{message}}",
    },
    openConversation: "Otwórz rozmowę w historii",
  },
};
