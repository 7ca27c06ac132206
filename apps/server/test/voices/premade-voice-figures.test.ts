/**
 * The premade voices' similar-voice figures are measured ahead of time (scripts/measure-premade-voices.ts)
 * and shipped in the domain. This measures three of them again with the server's own engines, encoder
 * and analyzer (two Flite voices, an eSpeak-NG voice in another language) and fails when the shipped
 * figures no longer match: run the script again after changing voices, engines, preview texts or the analyzer.
 * The figures are about engines, not the database, so one database kind is enough.
 */
import { measurePremadeVoice, premadeVoiceFeatures, premadeVoices } from "@chorus/domain";
import { startTestServer, type TestServer } from "@chorus/testing";
import { beforeAll, describe, expect, it } from "vitest";

describe("the shipped premade voice figures", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });

  const sampled = [
    premadeVoices.find((voice) => voice.engine.engine === "flite" && voice.language === "en"),
    premadeVoices.findLast((voice) => voice.engine.engine === "flite"),
    premadeVoices.find((voice) => voice.engine.engine !== "flite" && voice.language !== "en"),
  ];

  it.each(sampled.map((voice) => [voice?.key ?? "missing", voice] as const))(
    "still measure the same for %s",
    async (_key, voice) => {
      if (!voice) throw new Error("no premade voice of that kind");
      const shipped = premadeVoiceFeatures(voice.voiceId);
      expect(shipped, "run: npx tsx scripts/measure-premade-voices.ts").toBeDefined();
      const measured = await measurePremadeVoice(server.ports, voice);
      // Within 5 %: an engine's worker carries a little state from what it spoke before (eSpeak-NG's F0 range
      // moved by 1.8 % on a server that had served other tests), far below what ranks voices; a changed engine,
      // text or analyzer moves the figures much further.
      for (const [figure, value] of Object.entries(measured)) {
        const expected = shipped?.[figure as keyof typeof measured] ?? Number.NaN;
        expect(
          Math.abs(value - expected),
          `${figure}: ${value} against ${expected}; run: npx tsx scripts/measure-premade-voices.ts`,
        ).toBeLessThanOrEqual(Math.abs(expected) * 0.05);
      }
    },
  );
});
