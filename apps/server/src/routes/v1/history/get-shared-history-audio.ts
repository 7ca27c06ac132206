import { Readable } from "node:stream";
import { getSharedHistoryAudio as getSharedHistoryAudioOperation } from "@chorus/contract";
import { getSharedHistoryAudio } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getSharedHistoryAudioRoute = bindOperation(
  getSharedHistoryAudioOperation,
  async ({ ctx, params, reply }) => {
    const { contentType, audio } = await getSharedHistoryAudio(ctx, params.token);
    // The link is the credential: keep the page out of referrers and the audio out of shared caches.
    return reply
      .header("content-type", contentType)
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(Readable.from(audio));
  },
);
