import type { agentTestStrings as english } from "../en-US/agent-test.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the agent page's "Test agent" panel (issue 18 §6). */
export const agentTestStrings: Translation<typeof english> = {
  agentTest: {
    title: "Testa agenten",
    description:
      "Prata med den sparade agenten som en uppringare skulle göra. Testsamtal kostar hälften: {{rate}} krediter per minut.",
    unsaved: "Du har osparade ändringar: testet använder den senast sparade versionen.",
    startCall: "Starta samtal",
    chat: "Chatt",
    connecting: "Ansluter…",
    cancel: "Avbryt",
    endCall: "Avsluta samtal",
    speaking: "Agenten talar",
    listening: "Lyssnar",
    chatting: "Chatten är öppen",
    duration: "Längd",
    credits: "Krediter hittills",
    transcript: "Live-transkription",
    empty: "Samtalet visas här.",
    you: "Du",
    tentative: "talar fortfarande",
    agent: "Agent",
    unheard: "inte hört",
    interrupted: "Avbruten",
    message: "Meddelande",
    messagePlaceholder: "Skriv ett meddelande…",
    send: "Skicka",
    keys: "Enter skickar ett meddelande, Esc avslutar samtalet.",
    failed: "Samtalet kunde inte startas",
    microphone: {
      deniedTitle: "Åtkomst till mikrofonen nekad",
      deniedText:
        "Webbläsaren blockerar mikrofonen på den här webbplatsen. Öppna webbplatsinställningarna via ikonen till vänster om adressfältet, ställ in Mikrofon på Tillåt och starta samtalet igen. Eller chatta med agenten i stället.",
      missing:
        "Ingen mikrofon hittades. Anslut en och starta samtalet igen, eller chatta med agenten i stället.",
      unavailable:
        "Mikrofonen kunde inte öppnas. Kontrollera att ingen annan app använder den, eller chatta med agenten i stället.",
      chatInstead: "Chatta i stället",
    },
    ended: {
      title: "Samtalet avslutat",
      user: "Du avslutade samtalet.",
      agent: "Agenten avslutade samtalet.",
      error: "Samtalet avslutades med ett fel: {{message}}",
    },
    openConversation: "Öppna samtalet i historiken",
  },
};
