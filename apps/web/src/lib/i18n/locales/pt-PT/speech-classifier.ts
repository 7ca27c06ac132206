import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** European Portuguese for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "Classificador de voz IA",
    description: "Descubra se um ficheiro de áudio foi gerado com o Chorus.",
    uploadTitle: "Ficheiro de áudio",
    dropTitle: "Clique ou largue aqui um ficheiro de áudio",
    dropHint: "Qualquer formato de áudio ou vídeo, até 1000 MB. Só são analisados os primeiros dois minutos.",
    chooseFile: "Ficheiro de áudio a classificar",
    another: "Escolher outro ficheiro",
    play: "Reproduzir o ficheiro",
    pause: "Pausa",
    resultTitle: "Resultado",
    idle: "Carregue um ficheiro para ver se tem a marca de água que o Chorus coloca em todo o áudio que gera.",
    uploading: "A carregar…",
    analysing: "A procurar a marca de água…",
    uploadProgress: "Progresso do carregamento",
    failed: "Não foi possível classificar o ficheiro",
    verdict: {
      generated: "Gerado com o Chorus",
      notGenerated: "Não gerado com o Chorus",
    },
    badge: {
      generated: "Gerado por IA",
      notGenerated: "Sem marca de água",
    },
    confidence: "Confiança de que foi gerado pelo Chorus",
    percent: "{{percent}} %",
    threshold: "Limiar de decisão (50 %)",
    explain: {
      yours: "A marca de água identifica uma geração deste espaço de trabalho:",
      notYours:
        "A marca de água está presente, mas a geração pertence a outro espaço de trabalho ou não foi guardada no histórico (retenção zero, pré-visualizações, isolamento de voz).",
      notGenerated:
        "Não foi encontrada nenhuma marca de água do Chorus. O áudio pode ser uma gravação humana ou vir de outro produto; o áudio gerado noutro sítio e muito editado também a pode perder.",
    },
    item: {
      label: "A geração",
      heading: "A geração",
      loading: "A carregar o item do histórico…",
      unavailable: "Não foi possível carregar o item do histórico {{id}}.",
      meta: "{{voice}} · {{date}}",
      play: "Reproduzir",
      openHistory: "Abrir histórico",
    },
    note: "A marca de água é inaudível e resiste à compressão MP3 e à reamostragem. Uma resposta negativa não prova que foi uma pessoa a falar: só o áudio do próprio Chorus tem a sua marca.",
  },
};
