import type { voiceIsolatorStrings as english } from "../en-US/voice-isolator.ts";
import type { Translation } from "../translation-shape.ts";

/** Hindi for the voice isolator. */
export const voiceIsolatorStrings: Translation<typeof english> = {
  voiceIsolator: {
    nav: "वॉइस आइसोलेटर",
    title: "वॉइस आइसोलेटर",
    description: "वाणी से बैकग्राउंड शोर हटाएँ: सनसनाहट, भनभनाहट और पंखों का शोर मिट जाता है, आवाज़ बनी रहती है।",
    beforeTitle: "पहले",
    afterTitle: "बाद में",
    afterEmpty: "अलग की गई आवाज़ यहाँ दिखेगी, ताकि आप मूल से तुलना कर सकें।",
    costUnknown: "ऑडियो के हर मिनट के 1,000 क्रेडिट",
    cost_one: "लगभग {{formatted}} क्रेडिट",
    cost_other: "लगभग {{formatted}} क्रेडिट",
    isolate: "आवाज़ अलग करें",
    isolating: "अलग की जा रही है…",
    working: "बैकग्राउंड शोर हटाया जा रहा है…",
    failed: "आवाज़ अलग नहीं की जा सकी",
    isolated: "अलग की गई आवाज़",
    download: "डाउनलोड करें",
  },
};
