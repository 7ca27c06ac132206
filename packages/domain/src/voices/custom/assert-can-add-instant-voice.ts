import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { assertVoiceOperationAllowed } from "./voice-operation-limits.ts";

/**
 * Whether the caller may add an instant clone at all: the permission, the plan (Starter or higher),
 * a free voice slot and a monthly add/edit operation left. Nothing here depends on the samples, so
 * `POST /v1/voices/add` runs it before its upload is read (a free workspace's 262 MB of samples are
 * refused unread) and `createInstantVoice` runs it again before decoding.
 */
export async function assertCanAddInstantVoice(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "voices_write");
  await assertVoiceOperationAllowed(ctx, ctx.ports.store, { adding: true, locked: false });
}
