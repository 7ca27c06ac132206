import { loadFvad } from "./voice-activity.ts";

/** WebRTC's VAD decides per 10, 20 or 30 ms frame; 30 ms is its steadiest. */
export const vadFrameSeconds = 0.03;

/** Frame-by-frame speech decisions over audio that arrives in pieces of any length. */
export interface VoiceActivityStream {
  /** Decides every whole frame completed by `samples`; a partial frame waits for the next push. */
  push(samples: Int16Array): boolean[];
  close(): void;
}

/**
 * A live WebRTC VAD (libfvad in WASM) for one stream: the detector keeps its state between frames
 * (it adapts to the stream's noise floor), so one handle serves the whole stream. `mode` 0 to 3 is
 * its aggressiveness: higher modes call fewer frames speech.
 */
export async function createVoiceActivityStream(
  sampleRate: number,
  mode: 0 | 1 | 2 | 3,
): Promise<VoiceActivityStream> {
  const m = await loadFvad();
  const frameLength = Math.round(vadFrameSeconds * sampleRate);
  const handle = m._fvad_new();
  const pointer = m._malloc(frameLength * 2);
  m._fvad_set_mode(handle, mode);
  if (m._fvad_set_sample_rate(handle, sampleRate) !== 0) {
    m._free(pointer);
    m._fvad_free(handle);
    throw new Error(`voice activity detection needs 8, 16, 32 or 48 kHz, not ${sampleRate}`);
  }
  let pending = new Int16Array(0);
  let closed = false;
  return {
    push(samples) {
      if (closed) throw new Error("the voice activity stream is closed");
      const all = new Int16Array(pending.length + samples.length);
      all.set(pending);
      all.set(samples, pending.length);
      const voiced: boolean[] = [];
      let start = 0;
      for (; start + frameLength <= all.length; start += frameLength) {
        m.HEAP16.set(all.subarray(start, start + frameLength), pointer >> 1);
        voiced.push(m._fvad_process(handle, pointer, frameLength) === 1);
      }
      pending = all.slice(start);
      return voiced;
    },
    close() {
      if (closed) return;
      closed = true;
      m._free(pointer);
      m._fvad_free(handle);
    },
  };
}
