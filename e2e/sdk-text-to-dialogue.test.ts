import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import { premadeVoices } from "@chorus/domain";
import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;
const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;
const inputs = [
  { text: "Good morning, who is speaking?", voiceId: emma.voiceId },
  { text: "This is the second voice answering.", voiceId: sarah.voiceId },
];

describe("official @elevenlabs/elevenlabs-js client: text to dialogue", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("dialogue"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("textToDialogue.convert returns valid mp3 with both lines", async () => {
    const audio = await collect(await client.textToDialogue.convert({ inputs }));
    const probe = await ffprobe(audio);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(probe.duration).toBeGreaterThan(2);
  });

  it("convertWithTimestamps returns alignment of the joined text and voice segments", async () => {
    const result = await client.textToDialogue.convertWithTimestamps({ inputs });
    expect(result.alignment?.characters.join("")).toBe(inputs.map((line) => line.text).join(" "));
    expect(result.voiceSegments.map((segment) => segment.voiceId)).toEqual([emma.voiceId, sarah.voiceId]);
    expect(result.voiceSegments.map((segment) => segment.dialogueInputIndex)).toEqual([0, 1]);
    expect(result.voiceSegments[1]!.startTimeSeconds).toBeGreaterThan(
      result.voiceSegments[0]!.endTimeSeconds,
    );
    expect((await ffprobe(Buffer.from(result.audioBase64, "base64"))).stream.codec_name).toBe("mp3");
  });

  it("streamWithTimestamps yields chunks with voice segments", async () => {
    const segments: number[] = [];
    for await (const chunk of await client.textToDialogue.streamWithTimestamps({ inputs })) {
      segments.push(...chunk.voiceSegments.map((segment) => segment.dialogueInputIndex));
    }
    expect(segments).toEqual([0, 1]);
  });
});
