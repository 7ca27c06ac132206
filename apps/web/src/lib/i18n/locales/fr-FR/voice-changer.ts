import type { voiceChangerStrings as english } from "../en-US/voice-changer.ts";
import type { Translation } from "../translation-shape.ts";

/** French (France) for the voice changer and the recording input the audio tools share. */
export const voiceChangerStrings: Translation<typeof english> = {
  voiceChanger: {
    nav: "Changeur de voix",
    title: "Changeur de voix",
    description:
      "Dites-le à votre façon, écoutez-le avec une autre voix : les mots et le rythme de votre enregistrement, prononcés par une voix de votre bibliothèque.",
    sourceTitle: "Votre enregistrement",
    sourceDescription: "Enregistrez avec votre micro ou importez un fichier audio ou vidéo.",
    settingsTitle: "Modèle et réglages",
    model: "Modèle",
    models: {
      eleven_english_sts_v2: "Anglais v2",
      eleven_multilingual_sts_v2: "Multilingue v2",
    },
    modelHints: {
      eleven_english_sts_v2: "La parole en anglais est reconnue et reprononcée mot à mot, à votre rythme.",
      eleven_multilingual_sts_v2:
        "Les autres langues sont reprononcées lorsque le serveur dispose d'un moteur de transcription pour elles ; sinon, la hauteur et le timbre sont rapprochés de ceux de la voix.",
    },
    removeNoise: "Supprimer le bruit de fond",
    removeNoiseHint: "Passe d'abord votre enregistrement dans l'isolateur de voix.",
    costUnknown: "1 000 crédits par minute d'enregistrement",
    cost_one: "Environ {{formatted}} crédit",
    cost_many: "Environ {{formatted}} de crédits",
    cost_other: "Environ {{formatted}} crédits",
    convert: "Changer la voix",
    converting: "Changement de voix…",
    working: "Reconnaissance de vos mots et prononciation avec la nouvelle voix…",
    pickVoiceFirst: "Choisissez la voix à utiliser.",
    addRecordingFirst: "Ajoutez un enregistrement à convertir.",
    failed: "Impossible de changer la voix",
    resultTitle: "Résultat",
    resultLabel: "Prononcé par {{name}}",
    download: "Télécharger",
    respoken: "Vos mots ont été reprononcés par la voix, à votre rythme.",
    pitchShifted:
      "La langue n'a pas pu être reconnue : la hauteur et le timbre de votre enregistrement ont donc été rapprochés de ceux de la voix.",
    charged_one: "{{formatted}} crédit utilisé.",
    charged_many: "{{formatted}} de crédits utilisés.",
    charged_other: "{{formatted}} crédits utilisés.",
    voice: "Voix",
    selectedVoice: "Voix utilisée : {{name}}",
    noVoice: "Aucune voix choisie pour l'instant",
  },
  audioSource: {
    original: "Original",
    replace: "Utiliser un autre enregistrement",
    tooBig: "Le fichier dépasse 1 000 Mo.",
    record: "Enregistrer",
    stop: "Arrêter l'enregistrement",
    level: "Niveau d'entrée",
    denied: "Le micro est bloqué. Autorisez-le dans le navigateur, ou importez plutôt un fichier.",
    dropTitle: "Cliquez ou déposez un fichier audio ou vidéo ici",
    dropHint: "MP3, WAV, M4A, OGG, FLAC, WebM, MP4 ou MOV, jusqu'à 1 000 Mo",
    inputLabel: "Importer un enregistrement",
    uploading: "Importation… {{percent}} %",
    receiving: "Réception de l'audio… {{size}}",
  },
};
