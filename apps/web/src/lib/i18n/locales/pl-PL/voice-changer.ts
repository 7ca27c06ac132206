import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** Polish for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Zmiana głosu",
    title: "Zmiana głosu",
    description:
      "Powiedz to po swojemu, a usłyszysz to innym głosem: słowa i rytm Twojego nagrania wypowiedziane głosem z Twojej biblioteki.",
    sourceTitle: "Twoje nagranie",
    sourceDescription: "Nagraj mikrofonem lub prześlij plik audio albo wideo.",
    settingsTitle: "Model i ustawienia",
    model: "Model",
    models: {
      eleven_english_sts_v2: "English v2",
      eleven_multilingual_sts_v2: "Multilingual v2",
    },
    modelHints: {
      eleven_english_sts_v2:
        "Mowa angielska jest rozpoznawana i wypowiadana ponownie słowo po słowie, w Twoim tempie.",
      eleven_multilingual_sts_v2:
        "Inne języki są wypowiadane ponownie, jeśli serwer ma dla nich silnik transkrypcji; w przeciwnym razie wysokość i barwa są zbliżane do wybranego głosu.",
    },
    removeNoise: "Usuń szum tła",
    removeNoiseHint: "Najpierw przepuszcza nagranie przez izolator głosu.",
    costUnknown: "1000 kredytów za minutę nagrania",
    cost_one: "Około {{formatted}} kredytu",
    cost_few: "Około {{formatted}} kredytów",
    cost_many: "Około {{formatted}} kredytów",
    cost_other: "Około {{formatted}} kredytu",
    convert: "Zmień głos",
    converting: "Zmienianie głosu…",
    working: "Rozpoznawanie Twoich słów i wypowiadanie ich nowym głosem…",
    pickVoiceFirst: "Wybierz głos, którym ma mówić nagranie.",
    addRecordingFirst: "Dodaj nagranie do przekształcenia.",
    failed: "Nie udało się zmienić głosu",
    resultTitle: "Wynik",
    resultLabel: "Mówi: {{name}}",
    download: "Pobierz",
    respoken: "Twoje słowa zostały wypowiedziane ponownie wybranym głosem, w Twoim tempie.",
    pitchShifted:
      "Nie udało się rozpoznać języka, więc wysokość i barwa Twojego nagrania zostały zbliżone do wybranego głosu.",
    charged_one: "Wykorzystano {{formatted}} kredyt.",
    charged_few: "Wykorzystano {{formatted}} kredyty.",
    charged_many: "Wykorzystano {{formatted}} kredytów.",
    charged_other: "Wykorzystano {{formatted}} kredytu.",
    voice: "Głos",
    selectedVoice: "Mówi: {{name}}",
    noVoice: "Nie wybrano jeszcze głosu",
  },
  audioSource: {
    original: "Oryginał",
    replace: "Użyj innego nagrania",
    tooBig: "Plik jest większy niż 1000 MB.",
    record: "Nagraj",
    stop: "Zatrzymaj nagrywanie",
    level: "Poziom wejścia",
    denied: "Mikrofon jest zablokowany. Zezwól na jego użycie w przeglądarce lub prześlij plik.",
    dropTitle: "Kliknij lub upuść tutaj plik audio lub wideo",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 lub MOV, do 1000 MB",
    inputLabel: "Prześlij nagranie",
    uploading: "Przesyłanie… {{percent}}%",
    receiving: "Odbieranie audio… {{size}}",
  },
};
