import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertCanRunMeteredWork } from "../generation/assert-can-run-metered-work.ts";

/**
 * What refuses `POST /v1/audio-isolation` (and `/stream`) before its recording is read: the
 * permission and the metering's refusals (payment problem, no credit left, every standard slot
 * taken: isolation runs in one, see `IsolationPlan.model`).
 */
export async function assertCanIsolateAudio(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "audio_isolation");
  await assertCanRunMeteredWork(ctx, { concurrencyGroup: "standard" });
}
