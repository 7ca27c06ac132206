import type { AudioEncoding, AudioWatermark } from "@chorus/domain";

/**
 * The one place generated audio gets its mark: wraps the `AudioEncoding` port so the PCM of every
 * `encode` call is marked before it is resampled and encoded (text to speech, its WebSockets, dialogue,
 * sound effects, isolation, previews alike), with the caller's `watermark` payload (0 when none is
 * given). Callers pass `watermark: false` for audio that must stay as it is.
 */
export function watermarkedEncoding(encoding: AudioEncoding, watermark: AudioWatermark): AudioEncoding {
  return {
    encode(format, input, signal) {
      if (input.watermark === false) return encoding.encode(format, input, signal);
      const placement =
        typeof input.watermark === "object"
          ? input.watermark
          : { payload: input.watermark ?? 0, startSeconds: 0 };
      const mark = watermark.marker(input.sampleRate, placement.payload, placement.startSeconds);
      async function* marked(): AsyncGenerator<Int16Array> {
        for await (const chunk of input.pcm) yield mark(chunk);
      }
      return encoding.encode(
        format,
        { sampleRate: input.sampleRate, pcm: marked(), wholeFile: input.wholeFile },
        signal,
      );
    },
  };
}
