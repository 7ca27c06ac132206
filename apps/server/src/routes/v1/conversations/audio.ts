import { Readable } from "node:stream";
import { getConversationAudio as getConversationAudioOperation } from "@chorus/contract";
import { getConversationAudio } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const audioRoute = bindOperation(getConversationAudioOperation, async ({ ctx, params, reply }) => {
  const audio = await getConversationAudio(ctx, params.conversation_id);
  return reply.header("content-type", "audio/mpeg").send(Readable.from(audio));
});
