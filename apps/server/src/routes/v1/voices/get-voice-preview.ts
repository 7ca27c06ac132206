import { Readable } from "node:stream";
import { getVoicePreview as getVoicePreviewOperation } from "@chorus/contract";
import { getVoicePreview } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getVoicePreviewRoute = bindOperation(
  getVoicePreviewOperation,
  async ({ ctx, params, reply }) => {
    const audio = await getVoicePreview(ctx, params.voice_id);
    return reply
      .header("content-type", "audio/mpeg")
      .header("cache-control", "public, max-age=604800")
      .send(Readable.from(audio));
  },
);
