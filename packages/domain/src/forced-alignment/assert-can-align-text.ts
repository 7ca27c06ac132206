import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertCanRunMeteredWork } from "../generation/assert-can-run-metered-work.ts";

/**
 * What refuses `POST /v1/forced-alignment` before its recording is read: the permission and the
 * metering's refusals (payment problem, no credit left, every standard slot taken: alignment runs in
 * one, see `AlignmentPlan.model`).
 */
export async function assertCanAlignText(ctx: AuthenticatedContext): Promise<void> {
  requirePermission(ctx, "forced_alignment");
  await assertCanRunMeteredWork(ctx, { concurrencyGroup: "standard" });
}
