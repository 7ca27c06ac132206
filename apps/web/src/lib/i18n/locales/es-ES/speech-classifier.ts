import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** Spanish (Spain) for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "Clasificador de voz IA",
    description: "Averigua si un archivo de audio se ha generado con Chorus.",
    uploadTitle: "Archivo de audio",
    dropTitle: "Haz clic o suelta aquí un archivo de audio",
    dropHint: "Cualquier formato de audio o vídeo, hasta 1000 MB. Solo se analizan los dos primeros minutos.",
    chooseFile: "Archivo de audio para clasificar",
    another: "Elegir otro archivo",
    play: "Reproducir el archivo",
    pause: "Pausar",
    resultTitle: "Resultado",
    idle: "Sube un archivo para ver si lleva la marca de agua que Chorus añade a todo el audio que genera.",
    uploading: "Subiendo…",
    analysing: "Buscando la marca de agua…",
    uploadProgress: "Progreso de la subida",
    failed: "No se ha podido clasificar el archivo",
    verdict: {
      generated: "Generado con Chorus",
      notGenerated: "No generado con Chorus",
    },
    badge: {
      generated: "Generado por IA",
      notGenerated: "Sin marca de agua",
    },
    confidence: "Confianza en que lo haya generado Chorus",
    percent: "{{percent}} %",
    threshold: "Umbral de decisión (50 %)",
    explain: {
      yours: "La marca de agua corresponde a una generación de este espacio de trabajo:",
      notYours:
        "La marca de agua está presente, pero la generación pertenece a otro espacio de trabajo o no se guardó en el historial (retención cero, vistas previas, aislamiento de voz).",
      notGenerated:
        "No se ha encontrado ninguna marca de agua de Chorus. Puede que el audio sea una grabación de una persona o que proceda de otro producto; el audio generado en otro lugar y muy editado también puede perderla.",
    },
    item: {
      label: "La generación",
      heading: "La generación",
      loading: "Cargando el elemento del historial…",
      unavailable: "No se ha podido cargar el elemento del historial {{id}}.",
      meta: "{{voice}} · {{date}}",
      play: "Reproducir",
      openHistory: "Abrir el historial",
    },
    note: "La marca de agua es inaudible y resiste la compresión MP3 y el remuestreo. Un resultado negativo no demuestra que haya hablado una persona: solo el audio propio de Chorus lleva su marca.",
  },
};
