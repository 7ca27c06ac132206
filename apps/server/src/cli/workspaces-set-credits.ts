import { setWorkspaceCreditsUsed } from "@chorus/domain";
import { type CommandIo, UsageError } from "./command-io.ts";

/** `workspaces set-credits <workspace_id> --used N`. */
export async function workspacesSetCredits(
  io: CommandIo,
  positionals: string[],
  options: { used?: string },
): Promise<void> {
  const [workspaceId] = positionals;
  if (!workspaceId || positionals.length > 1) throw new UsageError("set-credits takes one workspace id");
  if (options.used === undefined || !/^\d+$/.test(options.used))
    throw new UsageError("set-credits needs --used N (a whole number of credits)");
  const change = await setWorkspaceCreditsUsed(io.ctx, { workspaceId, used: Number(options.used) });
  const row = change.written ? `one ${change.written.kind} row of ${change.written.amount}` : "no row";
  io.out(`${workspaceId}: credits used ${change.from} -> ${change.to} (${row})`);
}
