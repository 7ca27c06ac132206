import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** European Portuguese for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Modificador de voz",
    title: "Modificador de voz",
    description:
      "Diga-o à sua maneira e ouça-o noutra voz: as palavras e o ritmo da sua gravação, ditos por uma voz da sua biblioteca.",
    sourceTitle: "A sua gravação",
    sourceDescription: "Grave com o microfone ou carregue um ficheiro de áudio ou vídeo.",
    settingsTitle: "Modelo e definições",
    model: "Modelo",
    models: {
      eleven_english_sts_v2: "Inglês v2",
      eleven_multilingual_sts_v2: "Multilingue v2",
    },
    modelHints: {
      eleven_english_sts_v2: "A fala em inglês é reconhecida e dita de novo palavra a palavra, ao seu ritmo.",
      eleven_multilingual_sts_v2:
        "Os outros idiomas são ditos de novo quando o servidor tem um motor de transcrição para eles; caso contrário, o tom e o timbre aproximam-se da voz.",
    },
    removeNoise: "Remover ruído de fundo",
    removeNoiseHint: "Aplica primeiro o isolador de voz à sua gravação.",
    costUnknown: "1000 créditos por minuto de gravação",
    cost_one: "Cerca de {{formatted}} crédito",
    cost_many: "Cerca de {{formatted}} de créditos",
    cost_other: "Cerca de {{formatted}} créditos",
    convert: "Mudar a voz",
    converting: "A mudar a voz…",
    working: "A reconhecer as suas palavras e a dizê-las na nova voz…",
    pickVoiceFirst: "Escolha a voz com que falar.",
    addRecordingFirst: "Adicione uma gravação para converter.",
    failed: "Não foi possível mudar a voz",
    resultTitle: "Resultado",
    resultLabel: "Dito por {{name}}",
    download: "Transferir",
    respoken: "As suas palavras foram ditas de novo pela voz, ao seu ritmo.",
    pitchShifted:
      "Não foi possível reconhecer o idioma, por isso o tom e o timbre da sua gravação foram aproximados da voz.",
    charged_one: "{{formatted}} crédito utilizado.",
    charged_many: "{{formatted}} de créditos utilizados.",
    charged_other: "{{formatted}} créditos utilizados.",
    voice: "Voz",
    selectedVoice: "A falar com a voz {{name}}",
    noVoice: "Ainda não escolheu nenhuma voz",
  },
  audioSource: {
    original: "Original",
    replace: "Usar outra gravação",
    tooBig: "O ficheiro excede 1000 MB.",
    record: "Gravar",
    stop: "Parar gravação",
    level: "Nível de entrada",
    denied: "O microfone está bloqueado. Permita-o no navegador ou carregue um ficheiro.",
    dropTitle: "Clique ou largue aqui um ficheiro de áudio ou vídeo",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 ou MOV, até 1000 MB",
    inputLabel: "Carregar uma gravação",
    uploading: "A carregar… {{percent}}%",
    receiving: "A receber áudio… {{size}}",
  },
};
