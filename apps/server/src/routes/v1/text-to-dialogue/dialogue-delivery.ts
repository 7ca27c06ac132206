import { type AuthenticatedContext, type DialoguePlan, recordDialogueGeneration } from "@chorus/domain";
import { loggedDeliveryRecorder } from "../../../http/send-speech.ts";

/** Records a logged dialogue in the history once delivered (see `loggedDeliveryRecorder`). */
export const dialogueRecorder = (ctx: AuthenticatedContext, plan: DialoguePlan, signal: AbortSignal) =>
  loggedDeliveryRecorder(ctx, plan, signal, (audio) => recordDialogueGeneration(ctx, plan, audio));
