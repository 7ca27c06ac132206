import { previewTexts } from "../premade-voices.ts";
import type { VoiceTraits } from "./describe-voice.ts";

/** English preview texts by mood, each 70 to 150 characters (checked in preview-text.test.ts). */
const englishTexts = {
  energetic:
    "Ready? Let's go! Today is the day we finally try something new, and I can't wait to hear what you think of it.",
  calm: "Take a slow breath and let the day settle. There is no hurry here; everything you need will come in its own time.",
  story:
    "Long ago, when the nights were darker and the winters longer, we told stories by the fire. Let me tell you one now.",
  quiet:
    "Come closer, I have a secret to share. Nobody else can know, so listen carefully and keep it just between us.",
  plain:
    "Hello, and welcome. This is how my voice sounds when I read a few sentences aloud, so you can decide if it suits you.",
} as const;

/**
 * `auto_generate_text` (issue 5 §2): a text that fits the description, deterministically: whispered
 * and breathy voices get a confiding text, old ones a story, fast or energetic ones an excited text,
 * slow or calm ones a calm text. A voice in another language speaks that language's welcome text,
 * repeated until it is at least 70 characters long.
 */
export function previewTextFor(traits: VoiceTraits, language: string): string {
  if (language !== "en") {
    const welcome = previewTexts[language] ?? previewTexts.en!;
    let text = welcome;
    while (text.length < 70) text = `${text} ${welcome}`;
    return text.length <= 150 ? text : welcome;
  }
  if (traits.texture === "whisper" || traits.texture === "breathy") return englishTexts.quiet;
  if (traits.age === "old") return englishTexts.story;
  if (traits.rate > 1.05) return englishTexts.energetic;
  if (traits.rate < 0.95) return englishTexts.calm;
  return englishTexts.plain;
}

export const englishPreviewTexts: readonly string[] = Object.values(englishTexts);
