import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { StatusResponseSchema, VoiceSettingsSchema } from "./voice-schemas.ts";

const voiceParams = z.object({ voice_id: idValue });

export const getDefaultVoiceSettings = defineOperation({
  operationId: "voices.settings.getDefault",
  method: "GET",
  path: "/v1/voices/settings/default",
  summary: "The default voice settings",
  tag: "Voices",
  auth: { kind: "public" },
  responses: { 200: VoiceSettingsSchema },
});

export const getVoiceSettings = defineOperation({
  operationId: "voices.settings.get",
  method: "GET",
  path: "/v1/voices/{voice_id}/settings",
  summary: "A voice's settings in this workspace",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: voiceParams },
  responses: { 200: VoiceSettingsSchema },
  errors: ["voice_not_found"],
});

export const updateVoiceSettings = defineOperation({
  operationId: "voices.settings.update",
  method: "POST",
  path: "/v1/voices/{voice_id}/settings/edit",
  summary: "Change a voice's settings for this workspace",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams, body: VoiceSettingsSchema },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found"],
});
