/** English for the voice isolator. */
export const voiceIsolatorStrings = {
  voiceIsolator: {
    nav: "Voice isolator",
    title: "Voice isolator",
    description: "Remove background noise from speech: hiss, hum and fans fade, the voice stays.",
    beforeTitle: "Before",
    afterTitle: "After",
    afterEmpty: "The isolated voice appears here, to compare with the original.",
    costUnknown: "1,000 credits per minute of audio",
    cost_one: "About {{formatted}} credit",
    cost_other: "About {{formatted}} credits",
    isolate: "Isolate voice",
    isolating: "Isolating…",
    working: "Removing the background noise…",
    failed: "The voice could not be isolated",
    isolated: "Isolated voice",
    download: "Download",
  },
} as const;
