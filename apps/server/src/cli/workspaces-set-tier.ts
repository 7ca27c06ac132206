import { grantEndsAt, setWorkspaceTier } from "@chorus/domain";
import { type CommandIo, UsageError } from "./command-io.ts";

/** `workspaces set-tier <workspace_id> <tier> [--status <status>] [--post-grant-tier <tier>]`. */
export async function workspacesSetTier(
  io: CommandIo,
  positionals: string[],
  options: { status?: string; "post-grant-tier"?: string },
): Promise<void> {
  const [workspaceId, tier] = positionals;
  if (!workspaceId || !tier || positionals.length > 2)
    throw new UsageError("set-tier takes a workspace id and a tier");
  const workspace = await setWorkspaceTier(io.ctx, {
    workspaceId,
    tier,
    status: options.status,
    postGrantTier: options["post-grant-tier"],
  });
  const grant = workspace.grantStartedAt
    ? `, grant until ${grantEndsAt(workspace.grantStartedAt).toISOString()} then ${workspace.postGrantTier ?? "free"}`
    : "";
  io.out(`${workspace.id}: tier ${workspace.tier}, status ${workspace.subscriptionStatus}${grant}`);
}
