import { addSharedVoice as addSharedVoiceOperation } from "@chorus/contract";
import { addLibraryVoice } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const addSharedVoiceRoute = bindOperation(addSharedVoiceOperation, async ({ ctx, params, body }) => ({
  voice_id: await addLibraryVoice(ctx, {
    publicOwnerId: params.public_user_id,
    voiceId: params.voice_id,
    newName: body.new_name,
    bookmarked: body.bookmarked,
  }),
}));
