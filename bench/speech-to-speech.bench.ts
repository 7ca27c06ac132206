// Voice changer quality: eight English sentences spoken by Richard (Flite rms, male) are converted to
// Sarah (Flite slt, female) and back the other way, through `POST /v1/speech-to-speech` on a started
// Chorus. Reported per direction: word error rate of the recogniser on the input (its baseline) and on
// the converted audio, the converted length against the input's, how far each word the recogniser finds
// in both moved in time (median and 90th percentile of |Δstart|), and the conversion speed × real time
// (with the speed of recognising the input alone, the first half of every conversion).
// Run: npx tsx bench/speech-to-speech.bench.ts
import os from "node:os";
import { comparableWords, premadeVoices, wordDistance } from "@chorus/domain";
import { startChorusProcess } from "@chorus/testing";

const apiKey = "sk_bench_speech_to_speech_0123456789abcd";
const sentences = [
  "The weather will be cold and windy this afternoon.",
  "Please send the report to my office before noon.",
  "We walked along the river until the sun went down.",
  "The children are playing in the garden with their dog.",
  "She opened the window and looked at the mountains.",
  "Our train leaves the station at seven in the morning.",
  "He wrote a long letter to his family last night.",
  "The market sells fresh fruit and bread every day.",
];
const voice = (key: string) => premadeVoices.find((candidate) => candidate.key === key)!;
const directions = [
  [voice("flite-rms"), voice("flite-slt")],
  [voice("flite-slt"), voice("flite-rms")],
] as const;

interface HeardWord {
  text: string;
  start: number;
  type: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

async function main() {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  const chorus = await startChorusProcess({
    LOG_LEVEL: "warn",
    CHORUS_BILLING: "off",
    CHORUS_ADMIN_EMAIL: "bench@example.com",
    CHORUS_ADMIN_PASSWORD: "bench-password-1",
    CHORUS_ADMIN_API_KEY: apiKey,
  });
  const headers = { "xi-api-key": apiKey };
  const transcribe = async (audio: Blob) => {
    const form = new FormData();
    form.append("model_id", "scribe_v1");
    form.append("file", audio, "audio.mp3");
    const response = await fetch(`${chorus.url}/v1/speech-to-text`, { method: "POST", headers, body: form });
    if (!response.ok) throw new Error(`speech to text ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { text: string; words: HeardWord[]; audio_duration_secs: number };
    return { ...body, words: body.words.filter((word) => word.type === "word") };
  };
  const wer = (reference: string, heard: string) =>
    wordDistance(comparableWords(reference), comparableWords(heard)) / comparableWords(reference).length;
  try {
    console.log(
      "from → to          input WER   output WER   length ratio   |Δstart| median / p90   × real time",
    );
    for (const [from, to] of directions) {
      const inputErrors: number[] = [];
      const outputErrors: number[] = [];
      const ratios: number[] = [];
      const shifts: number[] = [];
      let convertSeconds = 0;
      /** Speech to text of the input alone: the recognition part of a conversion. */
      let recognitionSeconds = 0;
      let audioSeconds = 0;
      for (const text of sentences) {
        const speech = await fetch(
          `${chorus.url}/v1/text-to-speech/${from.voiceId}?output_format=mp3_44100_128`,
          {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ text, seed: 1 }),
          },
        );
        const input = new Blob([await speech.arrayBuffer()], { type: "audio/mpeg" });
        const form = new FormData();
        form.append("audio", input, "input.mp3");
        form.append("seed", "1");
        const started = performance.now();
        const converted = await fetch(`${chorus.url}/v1/speech-to-speech/${to.voiceId}`, {
          method: "POST",
          headers,
          body: form,
        });
        if (!converted.ok) throw new Error(`speech to speech ${converted.status}: ${await converted.text()}`);
        const output = new Blob([await converted.arrayBuffer()], { type: "audio/mpeg" });
        convertSeconds += (performance.now() - started) / 1000;
        const recognitionStarted = performance.now();
        const heardInput = await transcribe(input);
        recognitionSeconds += (performance.now() - recognitionStarted) / 1000;
        const heardOutput = await transcribe(output);
        audioSeconds += heardInput.audio_duration_secs;
        inputErrors.push(wer(text, heardInput.text));
        outputErrors.push(wer(text, heardOutput.text));
        ratios.push(heardOutput.audio_duration_secs / heardInput.audio_duration_secs);
        for (const word of heardInput.words) {
          const same = heardOutput.words
            .filter((candidate) => candidate.text.toLowerCase() === word.text.toLowerCase())
            .map((candidate) => Math.abs(candidate.start - word.start))
            .filter((shift) => shift < 0.5);
          if (same.length > 0) shifts.push(Math.min(...same));
        }
      }
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      console.log(
        `${`${from.name} → ${to.name}`.padEnd(18)} ${(mean(inputErrors) * 100).toFixed(1).padStart(8)} %` +
          ` ${(mean(outputErrors) * 100).toFixed(1).padStart(10)} %` +
          ` ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}`.padStart(16) +
          ` ${(percentile(shifts, 0.5) * 1000).toFixed(0).padStart(10)} / ${(percentile(shifts, 0.9) * 1000).toFixed(0)} ms (${shifts.length} words)` +
          ` ${(audioSeconds / convertSeconds).toFixed(1).padStart(8)} (recognition alone ${(audioSeconds / recognitionSeconds).toFixed(1)})`,
      );
    }
  } finally {
    await chorus.stop();
  }
}

await main();
process.exit(0);
