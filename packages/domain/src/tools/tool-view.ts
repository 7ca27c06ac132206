import type { AuthenticatedContext } from "../context.ts";
import { mayManageTool } from "./tool-access.ts";
import type { AgentToolRecord, ToolUsageStats } from "./tool-records.ts";

/** A tool with what `access_info` and `usage_stats` show. */
export interface ToolView {
  tool: AgentToolRecord;
  access: {
    isCreator: boolean;
    creatorName: string;
    creatorEmail: string;
    /** admin: may change and delete it; viewer: may read it and attach it to agents. */
    role: "admin" | "viewer";
  };
  usage: ToolUsageStats;
}

const noCalls: ToolUsageStats = { totalCalls: 0, avgLatencySecs: 0 };

/** Views of tools, reading each creator once and the usage of all of them in one query. */
export async function viewTools(
  ctx: AuthenticatedContext,
  tools: readonly AgentToolRecord[],
): Promise<ToolView[]> {
  const creators = new Map<string, { name: string; email: string }>();
  for (const creatorId of new Set(tools.map((tool) => tool.createdByUserId))) {
    const user = await ctx.ports.store.users.findById(creatorId);
    creators.set(creatorId, { name: user?.firstName ?? user?.email ?? "", email: user?.email ?? "" });
  }
  const usage =
    tools.length > 0
      ? await ctx.ports.store.toolExecutions.usageStats(
          ctx.workspaceId,
          tools.map((tool) => tool.id),
        )
      : new Map<string, ToolUsageStats>();
  return tools.map((tool) => {
    const creator = creators.get(tool.createdByUserId)!;
    return {
      tool,
      access: {
        isCreator: tool.createdByUserId === ctx.userId,
        creatorName: creator.name,
        creatorEmail: creator.email,
        role: mayManageTool(ctx, tool) ? "admin" : "viewer",
      },
      usage: usage.get(tool.id) ?? noCalls,
    };
  });
}

export async function viewTool(ctx: AuthenticatedContext, tool: AgentToolRecord): Promise<ToolView> {
  const [view] = await viewTools(ctx, [tool]);
  return view!;
}
