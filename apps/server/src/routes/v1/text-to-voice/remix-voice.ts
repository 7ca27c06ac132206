import { remixVoice } from "@chorus/contract";
import { remixVoicePreviews } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoicePreviews } from "../../../presenters/voice-design-presenter.ts";
import { previewRequestFrom } from "./design-voice.ts";

export const remixVoiceRoute = bindOperation(remixVoice, async ({ ctx, params, query, body }) =>
  presentVoicePreviews(
    await remixVoicePreviews(ctx, params.voice_id, {
      ...previewRequestFrom(body, query.output_format),
      promptStrength: body.prompt_strength,
    }),
  ),
);
