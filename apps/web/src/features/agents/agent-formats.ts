import { conversationAudioFormats } from "@chorus/contract";

/** "pcm_16000" → "PCM 16 kHz", "ulaw_8000" → "μ-law 8 kHz": a conversation audio format as people read it. */
export function audioFormatLabel(format: string): string {
  const [codec, rate] = format.split("_");
  const khz = Number(rate) / 1000;
  return `${codec === "ulaw" ? "μ-law" : (codec ?? "").toUpperCase()} ${khz} kHz`;
}

export const audioFormatOptions = conversationAudioFormats.map((format) => ({
  value: format,
  label: audioFormatLabel(format),
}));
