import type { LiveAudioInput } from "@chorus/domain";
import { createResampler, decodeG711, type StreamingResampler } from "../audio/index.ts";
import { createVoiceActivityStream, vadFrameSeconds } from "../speaker-analysis/voice-activity-stream.ts";

/** The recognizers' rate (pocketsphinx's en-us model is trained on 16 kHz). */
const recognitionRate = 16_000;

/**
 * The embedded live audio input: raw PCM (an odd trailing byte waits for its pair) or μ-law bytes,
 * resampled to 16 kHz by the Speex resampler with its state kept across chunks (no clicks at chunk
 * edges), then WebRTC's VAD on 30 ms frames.
 */
export function liveAudioInput(): LiveAudioInput {
  return {
    async open(format, { sensitivity }) {
      const resampler: StreamingResampler | undefined =
        format.sampleRate === recognitionRate
          ? undefined
          : await createResampler(format.sampleRate, recognitionRate);
      const vad = await createVoiceActivityStream(recognitionRate, sensitivity).catch((error: unknown) => {
        resampler?.dispose();
        throw error;
      });
      let oddByte: number | undefined;
      const decode = (bytes: Uint8Array): Int16Array => {
        if (format.codec === "ulaw") return decodeG711("ulaw", bytes);
        let joined = bytes;
        if (oddByte !== undefined) {
          joined = new Uint8Array(bytes.length + 1);
          joined[0] = oddByte;
          joined.set(bytes, 1);
        }
        const whole = joined.length - (joined.length % 2);
        oddByte = whole < joined.length ? joined[whole] : undefined;
        const samples = new Int16Array(whole / 2);
        const view = new DataView(joined.buffer, joined.byteOffset, whole);
        for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true);
        return samples;
      };
      return {
        sampleRate: recognitionRate,
        frameSeconds: vadFrameSeconds,
        push(bytes) {
          const decoded = decode(bytes);
          const samples = resampler ? resampler.process(decoded) : decoded;
          return { samples, voicedFrames: vad.push(samples) };
        },
        close() {
          resampler?.dispose();
          vad.close();
        },
      };
    },
  };
}
