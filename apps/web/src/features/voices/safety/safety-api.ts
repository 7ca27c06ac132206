import { setVoiceSafetyControl } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export type SafetyChoice = "NONE" | "CAPTCHA" | "BAN";

/** POST /v1/voices/{voice_id}/safety-control (workspace admins, session only). */
export const setSafetyControl = (voiceId: string, control: SafetyChoice) =>
  callOperation(setVoiceSafetyControl, { params: { voice_id: voiceId }, body: { safety_control: control } });
