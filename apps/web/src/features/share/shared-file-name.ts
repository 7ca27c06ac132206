import { type AudioCodecName, contentTypeForCodec } from "@chorus/contract";

const codecs: readonly AudioCodecName[] = ["mp3", "wav", "opus", "pcm", "ulaw", "alaw"];

/** The file extension for a content type the server sends audio with (the codec's name, as the server stores it). */
function audioExtension(contentType: string): string {
  return codecs.find((codec) => contentTypeForCodec(codec) === contentType) ?? "audio";
}

/** `Chorus_<start of the text>.<ext>`: letters and digits of the first 40 characters, the rest as single underscores. */
export function sharedFileName(text: string, kind: { contentType: string } | "video"): string {
  const words = text
    .slice(0, 40)
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  const extension = kind === "video" ? "mp4" : audioExtension(kind.contentType);
  return `Chorus_${words || "clip"}.${extension}`;
}
