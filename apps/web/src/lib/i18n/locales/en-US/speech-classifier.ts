/** English for the AI speech classifier (issue 6 §5). */
export const speechClassifierStrings = {
  speechClassifier: {
    title: "AI speech classifier",
    description: "Find out whether an audio file was generated with Chorus.",
    uploadTitle: "Audio file",
    dropTitle: "Click or drop an audio file here",
    dropHint: "Any audio or video format, up to 1,000 MB. Only the first two minutes are analysed.",
    chooseFile: "Audio file to classify",
    another: "Choose another file",
    play: "Play the file",
    pause: "Pause",
    resultTitle: "Result",
    idle: "Upload a file to see whether it carries the watermark Chorus puts in every audio it generates.",
    uploading: "Uploading…",
    analysing: "Looking for the watermark…",
    uploadProgress: "Upload progress",
    failed: "The file could not be classified",
    verdict: {
      generated: "Generated with Chorus",
      notGenerated: "Not generated with Chorus",
    },
    badge: {
      generated: "AI generated",
      notGenerated: "No watermark found",
    },
    confidence: "Confidence that Chorus generated it",
    percent: "{{percent}} %",
    threshold: "Decision threshold (50 %)",
    explain: {
      yours: "The watermark names a generation of this workspace:",
      notYours:
        "The watermark is there, but the generation belongs to another workspace or was not kept in history (zero retention, previews, voice isolation).",
      notGenerated:
        "No Chorus watermark was found. The audio may be a human recording or come from another product; audio generated elsewhere and heavily edited can also lose it.",
    },
    item: {
      label: "The generation",
      heading: "The generation",
      loading: "Loading the history item…",
      unavailable: "History item {{id}} could not be loaded.",
      meta: "{{voice}} · {{date}}",
      play: "Play",
      openHistory: "Open history",
    },
    note: "The watermark is inaudible and survives mp3 compression and resampling. A negative answer is not proof that a person spoke: only Chorus's own audio carries its mark.",
  },
} as const;
