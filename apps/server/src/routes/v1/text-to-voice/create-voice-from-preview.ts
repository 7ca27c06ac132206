import { createVoiceFromPreview } from "@chorus/contract";
import { createDesignedVoice } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoice } from "../../../presenters/voice-presenter.ts";

export const createVoiceFromPreviewRoute = bindOperation(createVoiceFromPreview, async ({ ctx, body }) =>
  presentVoice(
    await createDesignedVoice(ctx, {
      name: body.voice_name,
      description: body.voice_description,
      generatedVoiceId: body.generated_voice_id,
      labels: body.labels,
    }),
    { publicUrl: ctx.ports.settings.publicUrl, withSettings: true, viewerUserId: ctx.userId },
  ),
);
