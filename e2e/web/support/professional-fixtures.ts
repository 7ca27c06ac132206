import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/** Premade Flite voices: Sarah (slt) is the person being cloned, Ryan (rms) the other voice in the interview. */
export const speakerVoiceId = "pJr3rCeWYRHBqkDwK3A0";
export const otherVoiceId = "OYqdsF8VDxnjPgObMzVS";

const paragraph =
  "The committee met on Tuesday to discuss the budget for the coming year. After a long debate, they agreed to fund the library.";

/** A signed-in API caller for the fixtures and for what an operator or another tab would do. */
export async function apiAs(baseUrl: string, email: string, password: string) {
  const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    json: async (method: string, url: string, body?: unknown) => (await call(method, url, body)).json(),
    /** 16 kHz mono PCM of a premade voice reading `text` (the test's stand-in for a person). */
    speak: async (voiceId: string, text: string) => {
      const response = await call("POST", `/v1/text-to-speech/${voiceId}?output_format=wav_16000`, {
        text,
        model_id: "eleven_multilingual_v2",
        seed: 1,
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
    },
  };
}

/** PCM pieces with a second of silence before, between and after them, as a 16 kHz WAV. */
export function wav(pieces: Int16Array[]): Buffer {
  const pause = new Int16Array(16_000);
  const parts = [pause, ...pieces.flatMap((piece) => [piece, pause])];
  const pcm = Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * The recordings a person would upload, made cheaply: a two-speaker interview (Sarah, Ryan, Sarah)
 * for the speakers step, and 31 minutes of Sarah — a ~10 s reading looped by ffmpeg into 8 kHz
 * mu-law WAV (about 15 MB, no codec work), as the SDK e2e does.
 */
export async function makeRecordings(
  api: Awaited<ReturnType<typeof apiAs>>,
  folder: string,
): Promise<{ interview: string; book: string }> {
  // In parallel: the embedded engines run two syntheses at once.
  const [speaker, other] = await Promise.all([
    api.speak(speakerVoiceId, paragraph),
    api.speak(otherVoiceId, paragraph),
  ]);
  const interview = path.join(folder, "interview.wav");
  fs.writeFileSync(interview, wav([speaker, other, speaker]));
  const clip = path.join(folder, "clip.wav");
  fs.writeFileSync(clip, wav([speaker]));
  const book = path.join(folder, "audiobook.wav");
  await promisify(execFile)("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", clip],
    ...["-t", String(31 * 60), "-ar", "8000", "-c:a", "pcm_mulaw", book],
  ]);
  return { interview, book };
}

/** Sarah (or `reader`) reading the captcha text, saved as the file someone would upload instead of recording. */
export async function captchaReading(
  api: Awaited<ReturnType<typeof apiAs>>,
  folder: string,
  text: string,
  name: string,
  reader = speakerVoiceId,
): Promise<string> {
  const file = path.join(folder, name);
  fs.writeFileSync(file, wav([await api.speak(reader, text)]));
  return file;
}
