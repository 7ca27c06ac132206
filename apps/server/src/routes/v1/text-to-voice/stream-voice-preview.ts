import { streamVoicePreview as streamVoicePreviewOperation } from "@chorus/contract";
import { streamVoicePreview } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const streamVoicePreviewRoute = bindOperation(
  streamVoicePreviewOperation,
  async ({ ctx, params, reply }) => {
    const preview = await streamVoicePreview(ctx, params.generated_voice_id);
    return reply.header("content-type", preview.contentType).send(Buffer.from(preview.audio));
  },
);
