import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Agent testen",
    description:
      "Sprechen Sie mit dem gespeicherten Agenten wie ein Anrufer. Testanrufe kosten die Hälfte: {{rate}} Credits pro Minute.",
    unsaved: "Sie haben ungespeicherte Änderungen: Der Test verwendet die zuletzt gespeicherte Version.",
    startCall: "Anruf starten",
    chat: "Chat",
    connecting: "Verbindung wird aufgebaut…",
    cancel: "Abbrechen",
    endCall: "Auflegen",
    speaking: "Agent spricht",
    listening: "Hört zu",
    chatting: "Chat geöffnet",
    duration: "Dauer",
    credits: "Bisherige Credits",
    transcript: "Live-Transkript",
    empty: "Hier erscheint das Gespräch.",
    you: "Sie",
    tentative: "spricht noch",
    agent: "Agent",
    unheard: "nicht gehört",
    interrupted: "Unterbrochen",
    message: "Nachricht",
    messagePlaceholder: "Nachricht eingeben…",
    send: "Senden",
    keys: "Eingabe sendet eine Nachricht, Esc beendet den Anruf.",
    failed: "Der Anruf konnte nicht gestartet werden",
    microphone: {
      deniedTitle: "Mikrofonzugriff verweigert",
      deniedText:
        "Der Browser blockiert das Mikrofon auf dieser Website. Öffnen Sie die Website-Einstellungen über das Symbol links in der Adressleiste, stellen Sie das Mikrofon auf „Zulassen“ und starten Sie den Anruf erneut. Oder chatten Sie stattdessen mit dem Agenten.",
      missing:
        "Es wurde kein Mikrofon gefunden. Schließen Sie eines an und starten Sie den Anruf erneut, oder chatten Sie stattdessen mit dem Agenten.",
      unavailable:
        "Das Mikrofon konnte nicht geöffnet werden. Prüfen Sie, ob eine andere App es verwendet, oder chatten Sie stattdessen mit dem Agenten.",
      chatInstead: "Stattdessen chatten",
    },
    ended: {
      title: "Anruf beendet",
      user: "Sie haben den Anruf beendet.",
      agent: "Der Agent hat den Anruf beendet.",
      error: "Der Anruf wurde mit einem Fehler beendet: {{message}}",
    },
    openConversation: "Gespräch im Verlauf öffnen",
  },
};
