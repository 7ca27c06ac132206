import { messages } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../shared/domain-error.ts";
import { copyRecord } from "./library-test-records.ts";
import { assertVoiceAllowedIn } from "./live-moderation.ts";

const copy = (liveModerationEnabled: boolean) => ({
  library: { copy: { record: copyRecord({ liveModerationEnabled }), status: "copied" as const } },
});

describe("live moderation (spec 001 §5)", () => {
  it("refuses live-moderated library voices in Studio, agents and Audio Native, each with its message", () => {
    const moderated = copy(true);
    expect(() => assertVoiceAllowedIn(moderated, "studio")).toThrow(
      new DomainError("voice_unavailable", "Live moderation voices are not available in Studio"),
    );
    expect(() => assertVoiceAllowedIn(moderated, "agents")).toThrow(messages.liveModerationNotInAgents);
    expect(() => assertVoiceAllowedIn(moderated, "audio_native")).toThrow(
      messages.liveModerationNotInAudioNative,
    );
  });

  it("allows other voices: unmoderated copies, the workspace's own and premade voices", () => {
    for (const product of ["studio", "agents", "audio_native"] as const) {
      expect(() => assertVoiceAllowedIn(copy(false), product)).not.toThrow();
      expect(() => assertVoiceAllowedIn({ library: { collectionIds: [] } }, product)).not.toThrow();
      expect(() => assertVoiceAllowedIn({}, product)).not.toThrow();
    }
  });
});
