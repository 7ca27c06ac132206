import type { Utterance } from "@chorus/domain";

export interface FvadModule {
  HEAP16: Int16Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _fvad_new(): number;
  _fvad_free(handle: number): void;
  _fvad_set_mode(handle: number, mode: number): number;
  _fvad_set_sample_rate(handle: number, rate: number): number;
  _fvad_process(handle: number, frame: number, length: number): number;
}

let fvad: Promise<FvadModule> | undefined;
/** One instance per process: the module keeps no global state between VAD handles. */
export function loadFvad(): Promise<FvadModule> {
  fvad ??= import("@echogarden/fvad-wasm").then(async (module) => (await module.default()) as FvadModule);
  return fvad;
}

/** The rates WebRTC's VAD accepts. */
const vadRates = new Set([8000, 16_000, 32_000, 48_000]);
const frameSeconds = 0.03;
/** Gaps shorter than this inside speech (a breath, a stop consonant) do not end an utterance. */
const bridgeGapSeconds = 0.3;
/** Shorter bursts are clicks or noise, not speech. */
const minimumSpeechSeconds = 0.2;

/**
 * Where speech is: WebRTC's VAD (libfvad in WASM, `@echogarden/fvad-wasm`, mode 2) decides for every
 * 30 ms frame, then frames are smoothed into utterances (gaps under 0.3 s bridged, bursts under 0.2 s
 * dropped). Chosen over an energy threshold because it tells speech from steady noise (hum, fans) by
 * its spectrum, and over Silero because it needs no 288 MB ONNX runtime.
 */
export async function detectSpeech(samples: Int16Array, sampleRate: number): Promise<Utterance[]> {
  if (!vadRates.has(sampleRate))
    throw new Error(`voice activity detection needs 8, 16, 32 or 48 kHz, not ${sampleRate}`);
  const m = await loadFvad();
  const handle = m._fvad_new();
  const frameLength = Math.round(frameSeconds * sampleRate);
  const pointer = m._malloc(frameLength * 2);
  const voiced: boolean[] = [];
  try {
    m._fvad_set_mode(handle, 2);
    m._fvad_set_sample_rate(handle, sampleRate);
    for (let start = 0; start + frameLength <= samples.length; start += frameLength) {
      m.HEAP16.set(samples.subarray(start, start + frameLength), pointer >> 1);
      voiced.push(m._fvad_process(handle, pointer, frameLength) === 1);
    }
  } finally {
    m._free(pointer);
    m._fvad_free(handle);
  }
  return smooth(voiced, frameSeconds);
}

/** Voiced frames to utterances: runs of speech, short gaps bridged, short bursts dropped. */
export function smooth(voiced: readonly boolean[], frameSeconds: number): Utterance[] {
  const runs: Utterance[] = [];
  let start = -1;
  voiced.forEach((isVoiced, i) => {
    if (isVoiced && start < 0) start = i;
    if (!isVoiced && start >= 0) {
      runs.push({ start: start * frameSeconds, end: i * frameSeconds });
      start = -1;
    }
  });
  if (start >= 0) runs.push({ start: start * frameSeconds, end: voiced.length * frameSeconds });
  const bridged: Utterance[] = [];
  for (const run of runs) {
    const last = bridged.at(-1);
    if (last && run.start - last.end < bridgeGapSeconds) last.end = run.end;
    else bridged.push({ ...run });
  }
  return bridged.filter((run) => run.end - run.start >= minimumSpeechSeconds);
}
