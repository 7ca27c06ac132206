import type { McpServerConfig } from "@chorus/contract";
import type { McpToolDescription } from "../ports/mcp-client.ts";
import { sha256 } from "../shared/hash.ts";

/** JSON text with every object's keys sorted, so the same schema gives the same text whatever its order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** What an approval is of: the tool as described (its description and input schema), hashed. */
export function mcpToolHash(description: string, inputSchema: Record<string, unknown>): string {
  return sha256(canonicalJson({ description, input_schema: inputSchema }));
}

export interface McpToolApproval {
  state: "up_to_date" | "needs_review" | "not_approved";
  policy: "auto_approved" | "requires_approval";
}

/**
 * Whether a listed tool may run and whether each call waits for the caller's approval, by the
 * server's policy: all auto-approved, all needing approval, or per tool, where a tool approved as
 * it is described now follows its approval, and one described differently since (`needs_review`)
 * or never approved (`not_approved`) needs the caller's approval for every call.
 */
export function mcpToolApproval(
  config: Pick<McpServerConfig, "approval_policy" | "tool_approval_hashes">,
  tool: Pick<McpToolDescription, "name" | "description" | "inputSchema">,
): McpToolApproval {
  if (config.approval_policy === "auto_approve_all") return { state: "up_to_date", policy: "auto_approved" };
  if (config.approval_policy === "require_approval_all")
    return { state: "up_to_date", policy: "requires_approval" };
  const approval = config.tool_approval_hashes.find((entry) => entry.tool_name === tool.name);
  if (!approval) return { state: "not_approved", policy: "requires_approval" };
  if (approval.tool_hash !== mcpToolHash(tool.description ?? "", tool.inputSchema))
    return { state: "needs_review", policy: "requires_approval" };
  return { state: "up_to_date", policy: approval.approval_policy };
}
