import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { VoiceSharingSchema } from "../voices/voice-sharing-schema.ts";

const voiceParams = z.object({ voice_id: idValue });

/**
 * The owner's sharing settings (Chorus-only: the SDK has no call for them). Absent (or null) fields
 * keep their value, except `fiat_rate: null`, which returns to the default rate. The rules (spec 001 §5, §9) are checked by the server with the spec's messages: description
 * under 500 characters (required while shared), notice period one of the offered options, custom
 * rate (`fiat_rate`, USD per 1,000 credits) at most $0.2 and only with a notice period of 90 days or more.
 */
export const UpdateVoiceSharingBodySchema = z.object({
  /** true: share the voice (it goes to review); false: stop sharing (copies get the notice period). */
  enabled: z.boolean().nullish(),
  /** Far above the spec's 500, so a long description still gets the spec's message. */
  description: z.string().max(inputLimits.descriptionCharacters).nullish(),
  labels: boundedRecord(
    z.string().max(inputLimits.labelCharacters),
    z.string().max(inputLimits.labelCharacters),
    inputLimits.labelsPerVoice,
  ).nullish(),
  notice_period: z.number().int().nullish(),
  fiat_rate: z.number().nullish(),
  financial_rewards_enabled: z.boolean().nullish(),
  free_users_allowed: z.boolean().nullish(),
  live_moderation_enabled: z.boolean().nullish(),
  reader_app_enabled: z.boolean().nullish(),
});

export const libraryEventKinds = ["shared", "approved", "declined", "added", "removed", "disabled"] as const;

const sharingErrors = ["voice_not_found", "invalid_request", "forbidden"] as const;

export const getVoiceSharing = defineOperation({
  operationId: "chorus.voices.sharing.get",
  method: "GET",
  path: "/v1/voices/{voice_id}/sharing",
  summary: "How one of the workspace's voices is shared in the library, and its review state",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: voiceParams },
  responses: { 200: VoiceSharingSchema },
  errors: ["voice_not_found"],
});

export const updateVoiceSharing = defineOperation({
  operationId: "chorus.voices.sharing.update",
  method: "PATCH",
  path: "/v1/voices/{voice_id}/sharing",
  summary:
    "Share a voice in the library (it goes to review), change its sharing settings, or stop sharing it",
  description:
    "Absent (or null) fields keep their value, except `fiat_rate: null`, which returns to the default rate. Workspace owners and admins may share any of the workspace's cloned, professional or generated voices; editors only the voices they created; members and viewers none. A voice that is not verified while it needs verification, or whose owner is on probation, waits in `requires_verification` and cannot go live. Stopping a live voice starts its notice period: copies keep working until `disable_at_unix`, then become `copied_disabled`.",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams, body: UpdateVoiceSharingBodySchema },
  responses: { 200: VoiceSharingSchema },
  errors: sharingErrors,
});

export const getVoiceSharingMetrics = defineOperation({
  operationId: "chorus.voices.sharing.getMetrics",
  method: "GET",
  path: "/v1/voices/{voice_id}/sharing/metrics",
  summary: "How much a shared voice is used through its copies",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: voiceParams },
  responses: {
    200: z
      .object({
        voice_id: z.string(),
        cloned_by_count: z.number().int(),
        usage_character_count_7d: z.number().int(),
        usage_character_count_1y: z.number().int(),
        /** Chorus extra: characters spoken by copies per UTC day (`YYYY-MM-DD`) over the last year, oldest first; days without use are left out. */
        daily_usage: z.array(z.object({ date: z.string(), characters: z.number().int() })),
      })
      .meta({ id: "VoiceSharingMetrics" }),
  },
  errors: ["voice_not_found"],
});

export const getVoiceSharingHistory = defineOperation({
  operationId: "chorus.voices.sharing.getHistory",
  method: "GET",
  path: "/v1/voices/{voice_id}/sharing/history",
  summary: "What happened to a shared voice in the library, newest first",
  description:
    "Events: shared (submitted for review), approved, declined (with the reason), added (by some workspace; which one is not told), removed (by its owner) and disabled (the end of the notice period).",
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: voiceParams },
  responses: {
    200: z
      .object({
        events: z.array(
          z.object({
            kind: z.enum(libraryEventKinds),
            date_unix: z.number().int(),
            message: z.string().nullish(),
          }),
        ),
      })
      .meta({ id: "VoiceSharingHistory" }),
  },
  errors: ["voice_not_found"],
});
