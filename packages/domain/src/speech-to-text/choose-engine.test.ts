import { describe, expect, it } from "vitest";
import type { TranscriptionEngine } from "../ports/transcription.ts";
import { isDomainError } from "../shared/domain-error.ts";
import { chooseTranscriptionEngine } from "./choose-engine.ts";

/** An engine that only says what it handles (choosing never transcribes). */
const engine = (name: string, languages: (string | undefined)[]): TranscriptionEngine => ({
  name,
  handles: (language) => languages.includes(language),
  transcribe: () => Promise.reject(new Error("not used")),
});

const embeddedOnly = { transcription: [engine("pocketsphinx", ["en", undefined])] };
const withRemote = {
  transcription: [engine("remote", ["fr", "de", undefined]), ...embeddedOnly.transcription],
};

describe("choosing a transcription engine", () => {
  it("takes the first engine that handles the language, by any code form", () => {
    expect(chooseTranscriptionEngine(withRemote, "fra").engine.name).toBe("remote");
    expect(chooseTranscriptionEngine(withRemote, "en-GB").engine.name).toBe("pocketsphinx");
    expect(chooseTranscriptionEngine(withRemote, "de").language?.name).toBe("German");
  });

  it("treats no code and the list's auto entry as detection", () => {
    expect(chooseTranscriptionEngine(withRemote, undefined)).toMatchObject({ language: undefined });
    expect(chooseTranscriptionEngine(withRemote, "auto")).toMatchObject({ engine: { name: "remote" } });
    expect(chooseTranscriptionEngine(embeddedOnly, "AUTO").engine.name).toBe("pocketsphinx");
  });

  it("refuses a language no configured engine handles, naming it", () => {
    const refusal = (() => {
      try {
        chooseTranscriptionEngine(embeddedOnly, "mi");
      } catch (error) {
        return error;
      }
    })();
    expect(isDomainError(refusal) && refusal.status).toBe("unsupported_language");
    expect((refusal as Error).message).toMatch(/^Maori cannot be transcribed on this server/);
  });

  it("refuses an unknown code on the language_code field", () => {
    expect(() => chooseTranscriptionEngine(withRemote, "klingon")).toThrow(/klingon/);
  });
});
