import type { pronunciationDictionariesStrings as english } from "../en-US/pronunciation-dictionaries.ts";
import type { Translation } from "../translation-shape.ts";

/** German for pronunciation dictionaries (the list, the creation dialog and the editor; issue 6 §4, §6). */
export const pronunciationDictionariesStrings: Translation<typeof english> = {
  pronunciation: {
    title: "Aussprachewörterbücher",
    picker: "Aussprachewörterbuch",
    none: "Keines",
    description:
      "Legen Sie für alle Stimmen fest, wie Namen, Akronyme und Markenbegriffe ausgesprochen werden. Wenden Sie ein Wörterbuch in der Sprachsynthese mit pronunciation_dictionary_locators an.",
    showArchived: "Archivierte Wörterbücher anzeigen",
    empty: "Noch keine Wörterbücher",
    emptyText: "Erstellen Sie eines aus Regeln oder laden Sie eine PLS-, XML- oder TXT-Datei hoch.",
    name: "Name",
    rules: "Regeln",
    created: "Erstellt",
    archived: "Archiviert",
    ruleCount_one: "{{count}} Regel",
    ruleCount_other: "{{count}} Regeln",
    back: "Alle Wörterbücher",
    rename: "Umbenennen",
    renamed: "Wörterbuch umbenannt",
    archive: "Archivieren",
    restore: "Wiederherstellen",
    archivedToast: "Wörterbuch archiviert",
    restoredToast: "Wörterbuch wiederhergestellt",
    archivedNote:
      "Dieses Wörterbuch ist archiviert: Es ist in der Liste ausgeblendet, funktioniert aber weiterhin in der Sprachsynthese.",
    rulesHint:
      "Alias-Regeln ersetzen den Text; IPA- und CMU-Regeln sprechen die Phoneme, die Sie zwischen Schrägstriche schreiben (nur englischsprachige Modelle: eleven_flash_v2, eleven_turbo_v2, eleven_monolingual_v1). Beim Speichern entsteht eine neue Version.",
    save: "Regeln speichern",
    saved_one: "Neue Version mit {{count}} Regel gespeichert",
    saved_other: "Neue Version mit {{count}} Regeln gespeichert",
    versions: "Versionen",
    version: "Version {{number}}",
    latest: "Neueste",
    downloadPls: "PLS herunterladen",
    kind: { alias: "Alias", ipa: "IPA-Phoneme", cmu: "CMU-Phoneme" },
    placeholder: {
      alias: "Was stattdessen gesagt werden soll",
      ipa: "/təˈmeɪtoʊ/",
      cmu: "/T AH0 M EY1 T OW2/",
    },
    rule: {
      input: "Text",
      inputLabel: "Text von Regel {{number}}",
      inputPlaceholder: "Wort oder Ausdruck",
      kind: "Typ",
      kindLabel: "Typ von Regel {{number}}",
      output: "Aussprache",
      outputLabel: "Aussprache von Regel {{number}}",
      options: "Optionen",
      anyCase: "Groß-/Kleinschreibung ignorieren",
      actions: "Aktionen",
      remove: "Regel {{number}} entfernen",
      add: "Regel hinzufügen",
    },
    create: {
      button: "Neues Wörterbuch",
      title: "Neues Aussprachewörterbuch",
      source: "Ausgangspunkt",
      fromRules: "Regeln",
      fromRulesHint: "Aliasse und Phoneme hier eingeben",
      fromFile: "Eine Datei",
      fromFileHint: "PLS, XML oder TXT",
      dropTitle: "PLS-, XML- oder TXT-Datei ablegen oder klicken",
      dropHint:
        "Eine Datei, bis zu {{size}}. TXT: eine Regel pro Zeile, z. B. NASA = /ˈnæsə/ oder SQL = sequel",
      fileInput: "Aussprachedatei",
      submit: "Wörterbuch erstellen",
    },
  },
};
