import { comparableWords, premadeVoices, wordDistance } from "@chorus/domain";
import type { TestServer } from "@chorus/testing";
import { multipart } from "../voices/cloning-support.ts";

/** Sarah speaks with Flite (CMU Arctic SLT): the natural-sounding embedded English voice. */
export const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;

/** English sentences of common words, all in pocketsphinx's en-us dictionary. */
export const sentences = [
  "The weather will be cold and windy this afternoon.",
  "Please send the report to my office before noon.",
  "We walked along the river until the sun went down.",
  "The children are playing in the garden with their dog.",
  "She opened the window and looked at the mountains.",
  "Our train leaves the station at seven in the morning.",
  "He wrote a long letter to his family last night.",
  "The market sells fresh fruit and bread every day.",
];

/** Speaks `text` with Sarah through the server's own text to speech, as mp3. */
export async function speakWithFlite(server: TestServer, token: string, text: string): Promise<Buffer> {
  const response = await server.request(
    "POST",
    `/v1/text-to-speech/${sarah.voiceId}?output_format=mp3_44100_128`,
    {
      token,
      body: { text, model_id: "eleven_multilingual_v2", seed: 1 },
    },
  );
  if (response.statusCode !== 200) throw new Error(`text to speech failed: ${response.body}`);
  return response.rawPayload;
}

/** Word error rate: word-level edit distance over the number of reference words. */
export const wordErrorRate = (reference: string, heard: string) =>
  wordDistance(comparableWords(reference), comparableWords(heard)) / comparableWords(reference).length;

/** Posts `POST /v1/speech-to-text` with `fields` and, when given, the audio as `file`. */
export async function transcribe(
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  audio?: { bytes: Uint8Array; name?: string; type?: string },
) {
  const files = audio
    ? [
        {
          field: "file",
          name: audio.name ?? "speech.mp3",
          type: audio.type ?? "audio/mpeg",
          bytes: audio.bytes,
        },
      ]
    : [];
  const { payload, headers } = await multipart(fields, files);
  return server.request("POST", "/v1/speech-to-text", { token, body: payload, headers });
}

/** The cues of a SubRip document: index, start and end in seconds, text lines. */
export function parseSrt(text: string) {
  const seconds = (code: string) => {
    const [h, m, rest] = code.split(":");
    const [s, ms] = rest!.split(",");
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  return text
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [index, times, ...lines] = block.split("\n");
      const match = /^(\d\d:\d\d:\d\d,\d\d\d) --> (\d\d:\d\d:\d\d,\d\d\d)$/.exec(times ?? "");
      if (!match || !/^\d+$/.test(index ?? "")) throw new Error(`not a SubRip cue: ${block}`);
      return { index: Number(index), start: seconds(match[1]!), end: seconds(match[2]!), lines };
    });
}
