import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Stimmwandler",
    title: "Stimmwandler",
    description:
      "Sprechen Sie auf Ihre Art und hören Sie es mit einer anderen Stimme: die Wörter und das Timing Ihrer Aufnahme, gesprochen von einer Stimme aus Ihrer Bibliothek.",
    sourceTitle: "Ihre Aufnahme",
    sourceDescription: "Nehmen Sie mit Ihrem Mikrofon auf oder laden Sie eine Audio- oder Videodatei hoch.",
    settingsTitle: "Modell und Einstellungen",
    model: "Modell",
    models: {
      eleven_english_sts_v2: "Englisch v2",
      eleven_multilingual_sts_v2: "Mehrsprachig v2",
    },
    modelHints: {
      eleven_english_sts_v2:
        "Englische Sprache wird erkannt und Wort für Wort in Ihrem Timing neu gesprochen.",
      eleven_multilingual_sts_v2:
        "Andere Sprachen werden neu gesprochen, wenn der Server eine Transkriptions-Engine dafür hat; andernfalls werden Tonhöhe und Klangfarbe an die Stimme angenähert.",
    },
    removeNoise: "Hintergrundgeräusche entfernen",
    removeNoiseHint: "Wendet zuerst die Stimmisolierung auf Ihre Aufnahme an.",
    costUnknown: "1.000 Credits pro Minute Aufnahme",
    cost_one: "Etwa {{formatted}} Credit",
    cost_other: "Etwa {{formatted}} Credits",
    convert: "Stimme ändern",
    converting: "Stimme wird geändert…",
    working: "Ihre Wörter werden erkannt und mit der neuen Stimme gesprochen…",
    pickVoiceFirst: "Wählen Sie die Stimme aus, mit der gesprochen werden soll.",
    addRecordingFirst: "Fügen Sie eine Aufnahme zum Umwandeln hinzu.",
    failed: "Die Stimme konnte nicht geändert werden",
    resultTitle: "Ergebnis",
    resultLabel: "Gesprochen von {{name}}",
    download: "Herunterladen",
    respoken: "Ihre Wörter wurden von der Stimme in Ihrem Timing neu gesprochen.",
    pitchShifted:
      "Die Sprache konnte nicht erkannt werden, daher wurden Tonhöhe und Klangfarbe Ihrer Aufnahme an die Stimme angenähert.",
    charged_one: "{{formatted}} Credit verbraucht.",
    charged_other: "{{formatted}} Credits verbraucht.",
    voice: "Stimme",
    selectedVoice: "Es spricht {{name}}",
    noVoice: "Noch keine Stimme ausgewählt",
  },
  audioSource: {
    original: "Original",
    replace: "Andere Aufnahme verwenden",
    tooBig: "Die Datei ist größer als 1.000 MB.",
    record: "Aufnehmen",
    stop: "Aufnahme beenden",
    level: "Eingangspegel",
    denied:
      "Das Mikrofon ist blockiert. Erlauben Sie es im Browser oder laden Sie stattdessen eine Datei hoch.",
    dropTitle: "Audio- oder Videodatei hier ablegen oder klicken",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 oder MOV, bis zu 1.000 MB",
    inputLabel: "Aufnahme hochladen",
    uploading: "Wird hochgeladen… {{percent}} %",
    receiving: "Audio wird empfangen… {{size}}",
  },
};
