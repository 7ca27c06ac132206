import { Readable } from "node:stream";
import { getSharedVoicePreview as getSharedVoicePreviewOperation } from "@chorus/contract";
import { getSharedVoicePreview } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getSharedVoicePreviewRoute = bindOperation(
  getSharedVoicePreviewOperation,
  async ({ ctx, params, reply }) => {
    const audio = await getSharedVoicePreview(ctx, params.public_owner_id, params.voice_id);
    // Short caching: the clip is fixed for a version of the voice, but the voice may leave the library.
    return reply
      .header("content-type", "audio/mpeg")
      .header("cache-control", "public, max-age=3600")
      .send(Readable.from(audio));
  },
);
