import { Readable } from "node:stream";
import { getHistoryItemAudio as getHistoryItemAudioOperation } from "@chorus/contract";
import { getHistoryItemAudio } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getHistoryItemAudioRoute = bindOperation(
  getHistoryItemAudioOperation,
  async ({ ctx, params, reply }) => {
    const { contentType, audio } = await getHistoryItemAudio(ctx, params.history_item_id);
    return reply.header("content-type", contentType).send(Readable.from(audio));
  },
);
