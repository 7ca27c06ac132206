import fs from "node:fs";
import path from "node:path";
import {
  loopToTrainingLength,
  otherVoiceId,
  paragraph,
  speakerVoiceId,
  wav,
} from "../../support/professional-recordings.ts";

export { otherVoiceId, speakerVoiceId, wav };

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
  /** A premade voice reading `text` (the test's stand-in for a person), as the server's 16 kHz WAV. */
  const speechWav = async (voiceId: string, text: string) => {
    const response = await call("POST", `/v1/text-to-speech/${voiceId}?output_format=wav_16000`, {
      text,
      model_id: "eleven_multilingual_v2",
      seed: 1,
    });
    return Buffer.from(await response.arrayBuffer());
  };
  return {
    /** The signed-in request itself (for answers that are not JSON). */
    call,
    json: async (method: string, url: string, body?: unknown) => (await call(method, url, body)).json(),
    speechWav,
    /** 16 kHz mono PCM of `speechWav` (its 44-byte header dropped). */
    speak: async (voiceId: string, text: string) => {
      const bytes = await speechWav(voiceId, text);
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
    },
  };
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
  const book = path.join(folder, "audiobook.wav");
  await loopToTrainingLength(speaker, folder, book);
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
