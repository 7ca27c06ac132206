import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish (Spain) for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Aislador de voz",
    title: "Aislador de voz",
    description:
      "Elimina el ruido de fondo de la voz: el siseo, los zumbidos y los ventiladores se desvanecen y la voz permanece.",
    beforeTitle: "Antes",
    afterTitle: "Después",
    afterEmpty: "La voz aislada aparecerá aquí para compararla con la original.",
    costUnknown: "1000 créditos por minuto de audio",
    cost_one: "Aprox. {{formatted}} crédito",
    cost_many: "Aprox. {{formatted}} créditos",
    cost_other: "Aprox. {{formatted}} créditos",
    isolate: "Aislar voz",
    isolating: "Aislando…",
    working: "Eliminando el ruido de fondo…",
    failed: "No se ha podido aislar la voz",
    isolated: "Voz aislada",
    download: "Descargar",
  },
};
