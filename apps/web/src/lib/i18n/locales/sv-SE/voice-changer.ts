import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** Swedish for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Röstväxlare",
    title: "Röstväxlare",
    description:
      "Säg det på ditt sätt och hör det med en annan röst: orden och tajmingen i din inspelning, framförda av en röst från ditt bibliotek.",
    sourceTitle: "Din inspelning",
    sourceDescription: "Spela in med mikrofonen eller ladda upp en ljud- eller videofil.",
    settingsTitle: "Modell och inställningar",
    model: "Modell",
    models: {
      eleven_english_sts_v2: "Engelska v2",
      eleven_multilingual_sts_v2: "Flerspråkig v2",
    },
    modelHints: {
      eleven_english_sts_v2: "Engelskt tal känns igen och läses upp på nytt ord för ord i din takt.",
      eleven_multilingual_sts_v2:
        "Andra språk läses upp på nytt om servern har en transkriberingsmotor för dem. Annars flyttas tonhöjd och klangfärg mot rösten.",
    },
    removeNoise: "Ta bort bakgrundsbrus",
    removeNoiseHint: "Kör röstisoleringen på din inspelning först.",
    costUnknown: "1 000 krediter per minut inspelning",
    cost_one: "Cirka {{formatted}} kredit",
    cost_other: "Cirka {{formatted}} krediter",
    convert: "Byt röst",
    converting: "Byter röst…",
    working: "Känner igen dina ord och läser upp dem med den nya rösten…",
    pickVoiceFirst: "Välj rösten som ska tala.",
    addRecordingFirst: "Lägg till en inspelning att konvertera.",
    failed: "Det gick inte att byta röst",
    resultTitle: "Resultat",
    resultLabel: "Uppläst av {{name}}",
    download: "Ladda ned",
    respoken: "Dina ord lästes upp på nytt av rösten i din takt.",
    pitchShifted:
      "Språket kunde inte kännas igen, så tonhöjden och klangfärgen i din inspelning flyttades mot rösten.",
    charged_one: "{{formatted}} kredit har använts.",
    charged_other: "{{formatted}} krediter har använts.",
    voice: "Röst",
    selectedVoice: "{{name}} talar",
    noVoice: "Ingen röst har valts än",
  },
  audioSource: {
    original: "Original",
    replace: "Använd en annan inspelning",
    tooBig: "Filen är större än 1 000 MB.",
    record: "Spela in",
    stop: "Stoppa inspelningen",
    level: "Ingångsnivå",
    denied: "Mikrofonen är blockerad. Tillåt den i webbläsaren eller ladda upp en fil i stället.",
    dropTitle: "Klicka eller släpp en ljud- eller videofil här",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 eller MOV, upp till 1 000 MB",
    inputLabel: "Ladda upp en inspelning",
    uploading: "Laddar upp… {{percent}} %",
    receiving: "Tar emot ljud… {{size}}",
  },
};
