import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** European Portuguese for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "Isolador de voz",
    title: "Isolador de voz",
    description:
      "Remova o ruído de fundo da fala: o chiado, os zumbidos e as ventoinhas desaparecem, a voz fica.",
    beforeTitle: "Antes",
    afterTitle: "Depois",
    afterEmpty: "A voz isolada aparece aqui, para comparar com o original.",
    costUnknown: "1000 créditos por minuto de áudio",
    cost_one: "Cerca de {{formatted}} crédito",
    cost_many: "Cerca de {{formatted}} de créditos",
    cost_other: "Cerca de {{formatted}} créditos",
    isolate: "Isolar voz",
    isolating: "A isolar…",
    working: "A remover o ruído de fundo…",
    failed: "Não foi possível isolar a voz",
    isolated: "Voz isolada",
    download: "Transferir",
  },
};
