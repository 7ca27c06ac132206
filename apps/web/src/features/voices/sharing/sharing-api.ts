import {
  getVoiceSharing,
  getVoiceSharingHistory,
  getVoiceSharingMetrics,
  type UpdateVoiceSharingBodySchema,
  updateVoiceSharing,
} from "@chorus/contract";
import type { z } from "zod";
import { callOperation, type OperationResult } from "../../../lib/api/call-operation.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

export type SharingUpdate = z.input<typeof UpdateVoiceSharingBodySchema>;
export type SharingMetrics = OperationResult<typeof getVoiceSharingMetrics>;
export type SharingHistory = OperationResult<typeof getVoiceSharingHistory>;
export type SharingEvent = SharingHistory["events"][number];

/** Under the voice's key, so a change of sharing refreshes the voice (its `sharing`) and its panels together. */
export const sharingQueryKey = (voiceId: string) => [...voicesQueryKey, "one", voiceId, "sharing"] as const;

export const fetchSharing = (voiceId: string) =>
  callOperation(getVoiceSharing, { params: { voice_id: voiceId } });

export const saveSharing = (voiceId: string, body: SharingUpdate) =>
  callOperation(updateVoiceSharing, { params: { voice_id: voiceId }, body });

export const fetchSharingMetrics = (voiceId: string) =>
  callOperation(getVoiceSharingMetrics, { params: { voice_id: voiceId } });

export const fetchSharingHistory = (voiceId: string) =>
  callOperation(getVoiceSharingHistory, { params: { voice_id: voiceId } });
