import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";

export const AddSharedVoiceBodySchema = z.object({
  new_name: z
    .string({ error: messages.voiceNameRequired })
    .trim()
    .min(1, messages.voiceNameRequired)
    .max(100, messages.voiceNameRequired),
  bookmarked: z.boolean().nullish(),
});

export const addSharedVoice = defineOperation({
  operationId: "voices.share",
  method: "POST",
  path: "/v1/voices/add/{public_user_id}/{voice_id}",
  summary: "Add a live library voice to the workspace's voices",
  description:
    "Copies the voice (its fitted profile, not its samples) into the workspace under `new_name`: it takes a voice slot and speaks exactly like the original. Its `sharing.status` is `copied`; if the owner removes the voice from the library, the copy keeps working for the voice's notice period and then becomes `copied_disabled`.",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: z.object({ public_user_id: idValue, voice_id: idValue }),
    body: AddSharedVoiceBodySchema,
  },
  responses: { 200: z.object({ voice_id: z.string() }).meta({ id: "AddVoiceResponseModel" }) },
  errors: ["voice_not_found", "voice_limit_reached", "already_exists", "only_for_starter+"],
});
