import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "AI-talklassificerare",
    description: "Ta reda på om en ljudfil har skapats med Chorus.",
    uploadTitle: "Ljudfil",
    dropTitle: "Klicka eller släpp en ljudfil här",
    dropHint: "Alla ljud- och videoformat, upp till 1 000 MB. Bara de två första minuterna analyseras.",
    chooseFile: "Ljudfil att klassificera",
    another: "Välj en annan fil",
    play: "Spela upp filen",
    pause: "Pausa",
    resultTitle: "Resultat",
    idle: "Ladda upp en fil för att se om den har vattenmärket som Chorus lägger in i allt ljud som skapas.",
    uploading: "Laddar upp…",
    analysing: "Letar efter vattenmärket…",
    uploadProgress: "Uppladdningsförlopp",
    failed: "Det gick inte att klassificera filen",
    verdict: {
      generated: "Skapad med Chorus",
      notGenerated: "Inte skapad med Chorus",
    },
    badge: {
      generated: "AI-genererad",
      notGenerated: "Inget vattenmärke hittades",
    },
    confidence: "Sannolikhet att Chorus skapade den",
    percent: "{{percent}} %",
    threshold: "Beslutsgräns (50 %)",
    explain: {
      yours: "Vattenmärket pekar på en generering i den här arbetsytan:",
      notYours:
        "Vattenmärket finns, men genereringen tillhör en annan arbetsyta eller sparades inte i historiken (ingen lagring, smakprov, röstisolering).",
      notGenerated:
        "Inget vattenmärke från Chorus hittades. Ljudet kan vara en inspelning av en människa eller komma från en annan produkt. Ljud som skapats någon annanstans och redigerats kraftigt kan också ha förlorat det.",
    },
    item: {
      label: "Genereringen",
      heading: "Genereringen",
      loading: "Läser in historikposten…",
      unavailable: "Historikposten {{id}} kunde inte läsas in.",
      meta: "{{voice}} · {{date}}",
      play: "Spela upp",
      openHistory: "Öppna historiken",
    },
    note: "Vattenmärket är ohörbart och klarar mp3-komprimering och omsampling. Ett negativt svar bevisar inte att en människa talade: bara Chorus eget ljud bär dess märke.",
  },
};
