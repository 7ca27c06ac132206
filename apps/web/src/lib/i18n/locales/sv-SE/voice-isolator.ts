import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Röstisolering",
    title: "Röstisolering",
    description: "Ta bort bakgrundsbrus från tal: väsande, brum och fläktar tonas bort, rösten blir kvar.",
    beforeTitle: "Före",
    afterTitle: "Efter",
    afterEmpty: "Den isolerade rösten visas här så att du kan jämföra med originalet.",
    costUnknown: "1 000 krediter per minut ljud",
    cost_one: "Cirka {{formatted}} kredit",
    cost_other: "Cirka {{formatted}} krediter",
    isolate: "Isolera rösten",
    isolating: "Isolerar…",
    working: "Tar bort bakgrundsbruset…",
    failed: "Det gick inte att isolera rösten",
    isolated: "Isolerad röst",
    download: "Ladda ned",
  },
};
