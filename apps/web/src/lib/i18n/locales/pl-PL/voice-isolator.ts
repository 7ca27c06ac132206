import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Izolator głosu",
    title: "Izolator głosu",
    description: "Usuń szum tła z mowy: syczenie, buczenie i wentylatory cichną, a głos zostaje.",
    beforeTitle: "Przed",
    afterTitle: "Po",
    afterEmpty: "Tutaj pojawi się wyizolowany głos do porównania z oryginałem.",
    costUnknown: "1000 kredytów za minutę audio",
    cost_one: "Około {{formatted}} kredytu",
    cost_few: "Około {{formatted}} kredytów",
    cost_many: "Około {{formatted}} kredytów",
    cost_other: "Około {{formatted}} kredytu",
    isolate: "Wyizoluj głos",
    isolating: "Izolowanie…",
    working: "Usuwanie szumu tła…",
    failed: "Nie udało się wyizolować głosu",
    isolated: "Wyizolowany głos",
    download: "Pobierz",
  },
};
