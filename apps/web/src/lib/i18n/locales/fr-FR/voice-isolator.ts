import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** French (France) for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Isolateur de voix",
    title: "Isolateur de voix",
    description:
      "Supprimez le bruit de fond de la parole : souffle, bourdonnement et ventilateurs s'estompent, la voix reste.",
    beforeTitle: "Avant",
    afterTitle: "Après",
    afterEmpty: "La voix isolée apparaît ici, pour la comparer à l'original.",
    costUnknown: "1 000 crédits par minute d'audio",
    cost_one: "Environ {{formatted}} crédit",
    cost_many: "Environ {{formatted}} de crédits",
    cost_other: "Environ {{formatted}} crédits",
    isolate: "Isoler la voix",
    isolating: "Isolation…",
    working: "Suppression du bruit de fond…",
    failed: "Impossible d'isoler la voix",
    isolated: "Voix isolée",
    download: "Télécharger",
  },
};
