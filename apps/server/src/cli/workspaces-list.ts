import { listWorkspacesForOperator } from "@chorus/domain";
import type { CommandIo } from "./command-io.ts";
import { textTable } from "./text-table.ts";

const columns = ["id", "name", "owner", "tier", "status", "credits"] as const;

/** `workspaces list`: id, name, owner email, tier, status and this period's count/limit. */
export async function workspacesList(io: CommandIo): Promise<void> {
  const lines = await listWorkspacesForOperator(io.ctx);
  const rows = lines.map((line) => [
    line.id,
    line.name,
    line.ownerEmail ?? "(deleted)",
    line.tier,
    line.status,
    `${line.characterCount}/${line.characterLimit}`,
  ]);
  for (const row of textTable([[...columns], ...rows])) io.out(row);
}
