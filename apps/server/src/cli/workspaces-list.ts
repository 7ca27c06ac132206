import { listWorkspacesForOperator } from "@chorus/domain";
import type { CommandIo } from "./command-io.ts";

const columns = ["id", "name", "owner", "tier", "status", "credits"] as const;

/** Pads each column to its widest cell, so the table reads in a terminal. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
}

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
  for (const row of table([[...columns], ...rows])) io.out(row);
}
