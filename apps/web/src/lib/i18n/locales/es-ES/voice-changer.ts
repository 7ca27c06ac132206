import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish (Spain) for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Cambiador de voz",
    title: "Cambiador de voz",
    description:
      "Dilo a tu manera y escúchalo con otra voz: las palabras y el ritmo de tu grabación, en boca de una voz de tu biblioteca.",
    sourceTitle: "Tu grabación",
    sourceDescription: "Graba con el micrófono o sube un archivo de audio o vídeo.",
    settingsTitle: "Modelo y ajustes",
    model: "Modelo",
    models: {
      eleven_english_sts_v2: "Inglés v2",
      eleven_multilingual_sts_v2: "Multilingüe v2",
    },
    modelHints: {
      eleven_english_sts_v2:
        "La voz en inglés se reconoce y se vuelve a pronunciar palabra por palabra con tu ritmo.",
      eleven_multilingual_sts_v2:
        "Los demás idiomas se vuelven a pronunciar si el servidor tiene un motor de transcripción para ellos; si no, el tono y el timbre se acercan a los de la voz.",
    },
    removeNoise: "Eliminar el ruido de fondo",
    removeNoiseHint: "Primero pasa tu grabación por el aislador de voz.",
    costUnknown: "1000 créditos por minuto de grabación",
    cost_one: "Aprox. {{formatted}} crédito",
    cost_many: "Aprox. {{formatted}} créditos",
    cost_other: "Aprox. {{formatted}} créditos",
    convert: "Cambiar voz",
    converting: "Cambiando la voz…",
    working: "Reconociendo tus palabras y diciéndolas con la nueva voz…",
    pickVoiceFirst: "Elige la voz con la que hablar.",
    addRecordingFirst: "Añade una grabación para convertir.",
    failed: "No se ha podido cambiar la voz",
    resultTitle: "Resultado",
    resultLabel: "En la voz de {{name}}",
    download: "Descargar",
    respoken: "La voz ha vuelto a pronunciar tus palabras con tu ritmo.",
    pitchShifted:
      "No se ha podido reconocer el idioma, así que el tono y el timbre de tu grabación se han acercado a los de la voz.",
    charged_one: "Se ha usado {{formatted}} crédito.",
    charged_many: "Se han usado {{formatted}} créditos.",
    charged_other: "Se han usado {{formatted}} créditos.",
    voice: "Voz",
    selectedVoice: "Habla {{name}}",
    noVoice: "Todavía no has elegido ninguna voz",
  },
  audioSource: {
    original: "Original",
    replace: "Usar otra grabación",
    tooBig: "El archivo supera los 1000 MB.",
    record: "Grabar",
    stop: "Detener grabación",
    level: "Nivel de entrada",
    denied: "El micrófono está bloqueado. Permite su uso en el navegador o sube un archivo.",
    dropTitle: "Haz clic o suelta aquí un archivo de audio o vídeo",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 o MOV, hasta 1000 MB",
    inputLabel: "Subir una grabación",
    uploading: "Subiendo… {{percent}} %",
    receiving: "Recibiendo audio… {{size}}",
  },
};
