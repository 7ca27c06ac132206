import type { speechClassifierStrings as english } from "../en-US/speech-classifier.ts";
import type { Translation } from "../translation-shape.ts";

/** French (France) for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings: Translation<typeof english> = {
  speechClassifier: {
    title: "Classificateur vocal IA",
    description: "Découvrez si un fichier audio a été généré avec Chorus.",
    uploadTitle: "Fichier audio",
    dropTitle: "Cliquez ou déposez un fichier audio ici",
    dropHint:
      "Tout format audio ou vidéo, jusqu'à 1 000 Mo. Seules les deux premières minutes sont analysées.",
    chooseFile: "Fichier audio à analyser",
    another: "Choisir un autre fichier",
    play: "Lire le fichier",
    pause: "Pause",
    resultTitle: "Résultat",
    idle: "Importez un fichier pour savoir s'il porte le filigrane que Chorus intègre à tout l'audio qu'il génère.",
    uploading: "Importation…",
    analysing: "Recherche du filigrane…",
    uploadProgress: "Progression de l'importation",
    failed: "Impossible d'analyser le fichier",
    verdict: {
      generated: "Généré avec Chorus",
      notGenerated: "Non généré avec Chorus",
    },
    badge: {
      generated: "Généré par IA",
      notGenerated: "Aucun filigrane détecté",
    },
    confidence: "Indice de confiance que Chorus l'a généré",
    percent: "{{percent}} %",
    threshold: "Seuil de décision (50 %)",
    explain: {
      yours: "Le filigrane désigne une génération de cet espace de travail :",
      notYours:
        "Le filigrane est présent, mais la génération appartient à un autre espace de travail ou n'a pas été conservée dans l'historique (rétention nulle, extraits, isolation de la voix).",
      notGenerated:
        "Aucun filigrane Chorus n'a été détecté. L'audio peut être un enregistrement humain ou provenir d'un autre produit ; un audio généré ailleurs puis fortement retouché peut aussi l'avoir perdu.",
    },
    item: {
      label: "La génération",
      heading: "La génération",
      loading: "Chargement de l'élément de l'historique…",
      unavailable: "Impossible de charger l'élément d'historique {{id}}.",
      meta: "{{voice}} · {{date}}",
      play: "Lire",
      openHistory: "Ouvrir l'historique",
    },
    note: "Le filigrane est inaudible et résiste à la compression MP3 et au rééchantillonnage. Une réponse négative ne prouve pas qu'une personne a parlé : seul l'audio de Chorus porte sa marque.",
  },
};
