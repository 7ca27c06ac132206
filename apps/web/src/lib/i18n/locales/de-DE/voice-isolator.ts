import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Stimmisolierung",
    title: "Stimmisolierung",
    description:
      "Entfernen Sie Hintergrundgeräusche aus Sprache: Rauschen, Brummen und Lüfter verschwinden, die Stimme bleibt.",
    beforeTitle: "Vorher",
    afterTitle: "Nachher",
    afterEmpty: "Die isolierte Stimme erscheint hier, zum Vergleich mit dem Original.",
    costUnknown: "1.000 Credits pro Minute Audio",
    cost_one: "Etwa {{formatted}} Credit",
    cost_other: "Etwa {{formatted}} Credits",
    isolate: "Stimme isolieren",
    isolating: "Wird isoliert…",
    working: "Die Hintergrundgeräusche werden entfernt…",
    failed: "Die Stimme konnte nicht isoliert werden",
    isolated: "Isolierte Stimme",
    download: "Herunterladen",
  },
};
