import { describe, expect, it } from "vitest";
import { createSpeechEngines } from "./create-speech-engines.ts";
import { collectSynthesis } from "./testing/collect-synthesis.ts";
import { rms } from "./testing/pitch-analysis.ts";

const neutral = { rate: 1, pitch: 1, pitchRange: 0.5 };

describe("createSpeechEngines", { timeout: 120_000 }, () => {
  it("has the embedded engines, and the remote one only when configured", async () => {
    const plain = createSpeechEngines();
    expect(plain.get("espeak")?.name).toBe("espeak");
    expect(plain.get("flite")?.name).toBe("flite");
    expect(plain.get("remote")).toBeUndefined();
    await plain.close();

    const withRemote = createSpeechEngines({ remote: { baseUrl: "http://127.0.0.1:1", voices: ["alloy"] } });
    expect(withRemote.get("remote")?.name).toBe("remote");
    expect(withRemote.remote?.listVoices()).toEqual(["alloy"]);
    await withRemote.close();
  });

  it("serves the first request after warmUp without start-up cost, and refuses work once closed", async () => {
    const engines = createSpeechEngines({ espeakWorkers: 1, fliteWorkers: 1 });
    await engines.warmUp();
    for (const [name, voice] of [
      ["espeak", "en-us"],
      ["flite", "slt"],
    ] as const) {
      const engine = engines.get(name)!;
      const result = await collectSynthesis(engine, {
        text: "Ready when you are.",
        voice: { engine: name, engineVoiceId: voice },
        prosody: neutral,
      });
      expect(rms(result.samples), name).toBeGreaterThan(500);
      // Cold, a worker needs ~0.5–1 s to start; warm, the first audio comes in milliseconds.
      expect(result.firstAudioMs, name).toBeLessThan(400);
    }
    await engines.close();
    await expect(
      collectSynthesis(engines.flite, {
        text: "Too late.",
        voice: { engine: "flite", engineVoiceId: "slt" },
        prosody: neutral,
      }),
    ).rejects.toThrow(/closed/);
  });
});
