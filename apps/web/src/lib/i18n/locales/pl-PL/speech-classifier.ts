import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "Klasyfikator mowy AI",
    description: "Sprawdź, czy plik audio został wygenerowany w Chorus.",
    uploadTitle: "Plik audio",
    dropTitle: "Kliknij lub upuść tutaj plik audio",
    dropHint: "Dowolny format audio lub wideo, do 1000 MB. Analizowane są tylko pierwsze dwie minuty.",
    chooseFile: "Plik audio do klasyfikacji",
    another: "Wybierz inny plik",
    play: "Odtwórz plik",
    pause: "Wstrzymaj",
    resultTitle: "Wynik",
    idle: "Prześlij plik, aby sprawdzić, czy zawiera znak wodny, który Chorus umieszcza w każdym generowanym audio.",
    uploading: "Przesyłanie…",
    analysing: "Szukanie znaku wodnego…",
    uploadProgress: "Postęp przesyłania",
    failed: "Nie udało się sklasyfikować pliku",
    verdict: {
      generated: "Wygenerowano w Chorus",
      notGenerated: "Nie wygenerowano w Chorus",
    },
    badge: {
      generated: "Wygenerowane przez AI",
      notGenerated: "Nie znaleziono znaku wodnego",
    },
    confidence: "Pewność, że plik wygenerował Chorus",
    percent: "{{percent}} %",
    threshold: "Próg decyzji (50 %)",
    explain: {
      yours: "Znak wodny wskazuje nagranie z tej przestrzeni roboczej:",
      notYours:
        "Znak wodny jest obecny, ale nagranie należy do innej przestrzeni roboczej lub nie zostało zachowane w historii (zerowa retencja, podglądy, izolacja głosu).",
      notGenerated:
        "Nie znaleziono znaku wodnego Chorus. Audio może być nagraniem człowieka lub pochodzić z innego produktu; audio wygenerowane gdzie indziej i mocno edytowane również może go utracić.",
    },
    item: {
      label: "Nagranie",
      heading: "Nagranie",
      loading: "Ładowanie elementu historii…",
      unavailable: "Nie udało się wczytać elementu historii {{id}}.",
      meta: "{{voice}} · {{date}}",
      play: "Odtwórz",
      openHistory: "Otwórz historię",
    },
    note: "Znak wodny jest niesłyszalny i przetrwa kompresję MP3 oraz zmianę częstotliwości próbkowania. Wynik negatywny nie dowodzi, że mówił człowiek: tylko audio z Chorus ma jego znak.",
  },
};
