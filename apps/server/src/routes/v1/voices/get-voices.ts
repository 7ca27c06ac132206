import { getVoices } from "@chorus/contract";
import { listVoices } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { replyNotModified } from "../../../http/conditional-get.ts";
import { presentVoice } from "../../../presenters/voice-presenter.ts";

/** Spec 000 §9: the voice list may be cached for 7 days; the ETag changes whenever a voice or its settings do. */
export const VOICE_LIST_CACHE_CONTROL = "private, max-age=604800";

export const getVoicesRoute = bindOperation(getVoices, async ({ ctx, request, reply }) => {
  const body = {
    voices: (await listVoices(ctx)).map((view) =>
      presentVoice(view, {
        publicUrl: ctx.ports.settings.publicUrl,
        withSettings: true,
        viewerUserId: ctx.userId,
      }),
    ),
  };
  if (replyNotModified(request, reply, body, VOICE_LIST_CACHE_CONTROL)) return reply;
  return body;
});
