// Worker-thread entry for eSpeak-NG. The engine is synchronous (wasm2js) and would block the event loop for
// 100–400 ms per paragraph, so it runs here; the main thread only relays chunks.
import { parentPort, workerData } from "node:worker_threads";
import createEspeak, { type EspeakModule, type EspeakWorkerObject } from "@echogarden/espeak-ng-emscripten";
import { joinArrays } from "../../audio/join-arrays.ts";
import { createSpeakerBoost } from "../../audio/speaker-boost.ts";
import type {
  EspeakCatalogue,
  EspeakSynthesisRequest,
  EspeakWordEvent,
  EspeakWorkerData,
  FromEspeakWorker,
  ToEspeakWorker,
} from "./espeak-protocol.ts";

const variantsDirectory = "/usr/share/espeak-ng-data/voices/!v";
const port = parentPort!;
const cancelCell = new Int32Array((workerData as EspeakWorkerData).cancelCell);
const post = (message: FromEspeakWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const m: EspeakModule = await createEspeak();
const espeak: EspeakWorkerObject = new m.eSpeakNGWorker();
const eventSize = espeak.getSizeOfEventStruct_();
const sampleRate = espeak.get_samplerate();

// The first synthesis runs 3–4× slower (JIT warm-up), so pay it now rather than on a request.
espeak.set_voice("en-us");
espeak.synthesize("Warming up the speech engine, one two three.", () => 0);

// eSpeak keeps state between calls (wave generator phase, pitch flutter, noise seeds): the same text came
// out different on every call. Restoring this snapshot of the whole heap before each job makes identical
// inputs give identical samples, in any worker (all start identically). It costs ~3.5 ms per job for 17 MB.
// Every allocation the WebIDL glue keeps across calls (its string cache) exists by now, and each job
// allocates its own text buffer after the restore, so no live pointer outlives a restore.
const snapshot = m.HEAPU8.slice();
const restore = () => {
  const heap = m.HEAPU8;
  heap.set(snapshot);
  if (heap.length > snapshot.length) heap.fill(0, snapshot.length);
};

const catalogue: EspeakCatalogue = {
  voices: espeak.list_voices().map((voice) => ({
    id: voice.identifier.split("/").pop()!.toLowerCase(),
    name: voice.name.trim(),
    identifier: voice.identifier,
    languages: voice.languages.map((language) => language.name),
  })),
  // Names with spaces cannot be written after "+".
  variants: m.FS.readdir(variantsDirectory).filter((name) => !name.startsWith(".") && !name.includes(" ")),
};

port.on("message", (message: ToEspeakWorker) => {
  if (message.type !== "synthesize") return;
  try {
    synthesize(message.jobId, message.request);
  } catch (error) {
    post({
      type: "failed",
      jobId: message.jobId,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
post({ type: "ready", catalogue });

function synthesize(jobId: number, request: EspeakSynthesisRequest): void {
  // The glue copies string arguments into a 128-byte cache; a longer one would be allocated past the snapshot.
  if (request.voiceName.length > 64) throw new Error("eSpeak-NG voice name too long");
  restore();
  if (espeak.set_voice(request.voiceName) !== 0)
    throw new Error(`eSpeak-NG has no voice "${request.voiceName}"`);
  espeak.set_rate(request.rate);
  espeak.set_pitch(request.pitch);
  espeak.set_range(request.range);

  // Our own UTF-8 buffer instead of the glue's string cache, which would allocate past the snapshot.
  const bytes = new TextEncoder().encode(request.markup);
  const textPointer = m._malloc(bytes.length + 1);
  m.HEAPU8.set(bytes, textPointer);
  m.HEAPU8[textPointer + bytes.length] = 0;

  let totalSamples = 0;
  let cancelled = false;
  // Speaker boost streams too: it levels from the first 0.3 s and then lets samples through as they come.
  const boost = request.speakerBoost ? createSpeakerBoost(sampleRate) : undefined;
  const outbox = createOutbox(jobId);
  const callback = (audioPointer: number, length: number, eventsPointer: number): number => {
    const words = readWordEvents(eventsPointer);
    if (length > 0 || words.length > 0) {
      let samples: Int16Array = m.HEAP16.slice(audioPointer >> 1, (audioPointer >> 1) + length);
      totalSamples += length;
      if (boost) samples = boost.push(samples);
      outbox.add(samples, words);
    }
    // Non-zero stops the synthesis: the main thread writes the id of a job it no longer wants.
    cancelled = Atomics.load(cancelCell, 0) === jobId;
    return cancelled ? 1 : 0;
  };
  const callbackPointer = m.addFunction(callback);
  try {
    espeak.synth_({ ptr: textPointer }, callbackPointer);
  } finally {
    m.removeFunction(callbackPointer);
    m._free(textPointer);
  }
  if (boost && !cancelled) outbox.add(boost.end(), []);
  outbox.flush();
  post({ type: "done", jobId, totalSamples, cancelled });
}

/** Samples gathered before a message goes, after the first: eSpeak calls back every ~100 ms of audio. */
const samplesPerMessage = Math.round(sampleRate / 2);

/**
 * Chunks to the main thread: the first audio at once (it is what a listener waits for), then in messages of
 * half a second, which costs both threads a fifth of the messages eSpeak's callbacks would make.
 */
function createOutbox(jobId: number) {
  let parts: Int16Array[] = [];
  let length = 0;
  let words: EspeakWordEvent[] = [];
  let sentAudio = false;
  const flush = () => {
    if (length === 0 && words.length === 0) return;
    const samples = joinArrays(parts, Int16Array);
    post({ type: "chunk", jobId, samples, words }, [samples.buffer as ArrayBuffer]);
    sentAudio ||= length > 0;
    parts = [];
    length = 0;
    words = [];
  };
  return {
    add(samples: Int16Array, newWords: EspeakWordEvent[]) {
      if (samples.length > 0) parts.push(samples);
      length += samples.length;
      words.push(...newWords);
      if (length > 0 && (!sentAudio || length >= samplesPerMessage)) flush();
    },
    flush,
  };
}

function readWordEvents(pointer: number): EspeakWordEvent[] {
  const words: EspeakWordEvent[] = [];
  if (!pointer) return words;
  for (let p = pointer; ; p += eventSize) {
    const event = m.wrapPointer(p, m.espeak_EVENT);
    const type = event.get_type();
    if (type === m.espeakEVENT_LIST_TERMINATED) break;
    if (type === m.espeakEVENT_WORD) {
      words.push({
        textPosition: event.get_text_position(),
        length: event.get_length(),
        audioMs: event.get_audio_position(),
      });
    }
  }
  return words;
}
