import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** German for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "KI-Sprachklassifikator",
    description: "Finden Sie heraus, ob eine Audiodatei mit Chorus erzeugt wurde.",
    uploadTitle: "Audiodatei",
    dropTitle: "Audiodatei hier ablegen oder klicken",
    dropHint:
      "Jedes Audio- oder Videoformat, bis zu 1.000 MB. Nur die ersten zwei Minuten werden analysiert.",
    chooseFile: "Zu klassifizierende Audiodatei",
    another: "Andere Datei wählen",
    play: "Datei abspielen",
    pause: "Pause",
    resultTitle: "Ergebnis",
    idle: "Laden Sie eine Datei hoch, um zu sehen, ob sie das Wasserzeichen enthält, das Chorus in jedes erzeugte Audio einbettet.",
    uploading: "Wird hochgeladen…",
    analysing: "Suche nach dem Wasserzeichen…",
    uploadProgress: "Upload-Fortschritt",
    failed: "Die Datei konnte nicht klassifiziert werden",
    verdict: {
      generated: "Mit Chorus erzeugt",
      notGenerated: "Nicht mit Chorus erzeugt",
    },
    badge: {
      generated: "KI-generiert",
      notGenerated: "Kein Wasserzeichen gefunden",
    },
    confidence: "Wahrscheinlichkeit, dass Chorus es erzeugt hat",
    percent: "{{percent}} %",
    threshold: "Entscheidungsschwelle (50 %)",
    explain: {
      yours: "Das Wasserzeichen verweist auf eine Generierung dieses Arbeitsbereichs:",
      notYours:
        "Das Wasserzeichen ist vorhanden, aber die Generierung gehört zu einem anderen Arbeitsbereich oder wurde nicht im Verlauf gespeichert (Zero Retention, Hörproben, Stimmisolierung).",
      notGenerated:
        "Es wurde kein Chorus-Wasserzeichen gefunden. Das Audio kann eine menschliche Aufnahme sein oder aus einem anderen Produkt stammen; auch erzeugtes Audio, das anderswo stark bearbeitet wurde, kann es verlieren.",
    },
    item: {
      label: "Die Generierung",
      heading: "Die Generierung",
      loading: "Verlaufseintrag wird geladen…",
      unavailable: "Der Verlaufseintrag {{id}} konnte nicht geladen werden.",
      meta: "{{voice}} · {{date}}",
      play: "Abspielen",
      openHistory: "Verlauf öffnen",
    },
    note: "Das Wasserzeichen ist unhörbar und übersteht MP3-Kompression und Resampling. Ein negatives Ergebnis beweist nicht, dass ein Mensch gesprochen hat: Nur das Audio von Chorus trägt dessen Kennzeichnung.",
  },
};
