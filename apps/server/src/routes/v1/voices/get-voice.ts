import { getVoice as getVoiceOperation } from "@chorus/contract";
import { getVoice } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoice } from "../../../presenters/voice-presenter.ts";

export const getVoiceRoute = bindOperation(getVoiceOperation, async ({ ctx, params, query }) =>
  presentVoice(await getVoice(ctx, params.voice_id), {
    publicUrl: ctx.ports.settings.publicUrl,
    withSettings: query.with_settings,
    viewerUserId: ctx.userId,
  }),
);
