// Speech-to-text accuracy and speed of the embedded engine: English sentences spoken by every Flite voice,
// transcribed by the pocketsphinx engine exactly as `POST /v1/speech-to-text` runs it (the same adapter,
// two processes), scored by word error rate against the text that was spoken.
// Run: npx tsx bench/speech-to-text.bench.ts   (needs Debian's pocketsphinx and pocketsphinx-en-us)
import os from "node:os";
import type { EngineVoice } from "@chorus/domain";
import { createFliteEngine, type FliteVoiceName } from "../packages/adapters/src/speech-engines/index.ts";
import { wordErrorRate } from "../packages/adapters/src/speech-engines/testing/word-error-rate.ts";
import { pocketsphinxTranscription } from "../packages/adapters/src/speech-recognition/index.ts";

/**
 * Everyday sentences. The first eight are the integration test's, on which the language-model weight was
 * chosen (pocketsphinx-transcription.ts); the last four were never used for tuning, and are reported apart.
 */
const tuned = 8;
const sentences = [
  "The weather will be cold and windy this afternoon.",
  "Please send the report to my office before noon.",
  "We walked along the river until the sun went down.",
  "The children are playing in the garden with their dog.",
  "She opened the window and looked at the mountains.",
  "Our train leaves the station at seven in the morning.",
  "He wrote a long letter to his family last night.",
  "The market sells fresh fruit and bread every day.",
  "Turn left at the next corner and park near the bank.",
  "My brother bought a new car with a red roof.",
  "They will meet us at the restaurant after the show.",
  "The doctor said that I should drink more water.",
];
const voices: FliteVoiceName[] = ["slt", "rms", "awb", "kal16"];

const flite = createFliteEngine({ workers: 1 });
const engine = pocketsphinxTranscription({ processes: 2 });

async function speak(text: string, voice: EngineVoice) {
  const chunks: Int16Array[] = [];
  for await (const chunk of flite.synthesize({
    text,
    voice,
    prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
  }))
    if (chunk.kind === "audio") chunks.push(chunk.samples);
  const samples = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate: flite.sampleRate(voice) };
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
console.log("voice    words   WER      audio s   transcribe s   × real time");
let allErrors = 0;
let allWords = 0;
/** Errors and words of the sentences never used for tuning, over every voice. */
let heldOutErrors = 0;
let heldOutWords = 0;
for (const name of voices) {
  const voice: EngineVoice = { engine: "flite", engineVoiceId: name };
  let errors = 0;
  let words = 0;
  let audioSeconds = 0;
  let busySeconds = 0;
  // Sentences one after another (not in parallel), so the time is one request's latency.
  for (const [index, sentence] of sentences.entries()) {
    const audio = await speak(sentence, voice);
    const started = performance.now();
    const transcript = await engine.transcribe(audio, { language: "en" });
    busySeconds += (performance.now() - started) / 1000;
    audioSeconds += audio.samples.length / audio.sampleRate;
    const heard = transcript.words
      .filter((word) => word.type !== "audio_event")
      .map((word) => word.text)
      .join(" ");
    const count = sentence.split(/\s+/).length;
    errors += wordErrorRate(sentence, heard) * count;
    words += count;
    if (index >= tuned) {
      heldOutErrors += wordErrorRate(sentence, heard) * count;
      heldOutWords += count;
    }
  }
  allErrors += errors;
  allWords += words;
  console.log(
    `${name.padEnd(8)} ${String(words).padStart(5)}   ${((errors / words) * 100).toFixed(1).padStart(5)} %  ${audioSeconds.toFixed(1).padStart(7)}   ${busySeconds.toFixed(1).padStart(12)}   ${(audioSeconds / busySeconds).toFixed(1).padStart(10)}`,
  );
}
console.log(
  `all      ${String(allWords).padStart(5)}   ${((allErrors / allWords) * 100).toFixed(1).padStart(5)} %`,
);
console.log(
  `held out ${String(heldOutWords).padStart(5)}   ${((heldOutErrors / heldOutWords) * 100).toFixed(1).padStart(5)} %  (the ${sentences.length - tuned} sentences never used for tuning)`,
);
process.exit(0);
