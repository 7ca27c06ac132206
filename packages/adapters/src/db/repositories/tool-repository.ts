import type { ToolExecutionRepository, ToolRepository } from "@chorus/domain";
import { and, avg, count, desc, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { agents, agentTools, toolExecutions } from "../schema/index.ts";

export function toolRepository(db: Database): ToolRepository {
  const inWorkspace = (workspaceId: string, toolId: string) =>
    and(eq(agentTools.workspaceId, workspaceId), eq(agentTools.id, toolId));
  return {
    async insert(tool) {
      await db.insert(agentTools).values(tool);
    },
    async find(workspaceId, toolId) {
      const [row] = await db.select().from(agentTools).where(inWorkspace(workspaceId, toolId));
      return row;
    },
    async findMany(workspaceId, toolIds) {
      if (toolIds.length === 0) return [];
      return db
        .select()
        .from(agentTools)
        .where(and(eq(agentTools.workspaceId, workspaceId), inArray(agentTools.id, [...toolIds])));
    },
    async list(workspaceId) {
      return db.select().from(agentTools).where(eq(agentTools.workspaceId, workspaceId));
    },
    async update(workspaceId, toolId, patch) {
      const [row] = await db
        .update(agentTools)
        .set(patch)
        .where(inWorkspace(workspaceId, toolId))
        .returning();
      return row;
    },
    async delete(workspaceId, toolId) {
      const rows = await db
        .delete(agentTools)
        .where(inWorkspace(workspaceId, toolId))
        .returning({ id: agentTools.id });
      return rows.length > 0;
    },
    async agentsUsing(workspaceId, toolId, options) {
      const query = db
        .select()
        .from(agents)
        .where(
          and(
            eq(agents.workspaceId, workspaceId),
            // jsonb `?`: the array holds the id as one of its strings.
            sql`(${agents.conversationConfig} -> 'agent' -> 'prompt' -> 'tool_ids') ? ${toolId}::text`,
          ),
        )
        .orderBy(desc(agents.createdAt), desc(agents.id));
      return options?.lock ? query.for("update") : query;
    },
  };
}

export function toolExecutionRepository(db: Database): ToolExecutionRepository {
  return {
    async insert(execution) {
      // Only while the tool is still the workspace's: a tool deleted during its call records nothing.
      const rows = await db
        .insert(toolExecutions)
        .select(
          db
            .select({
              id: sql`${execution.id}::text`.as("id"),
              workspaceId: agentTools.workspaceId,
              toolId: agentTools.id,
              toolRequestId: sql`${execution.toolRequestId}::text`.as("tool_request_id"),
              agentId: sql`${execution.agentId}::text`.as("agent_id"),
              conversationId: sql`${execution.conversationId}::text`.as("conversation_id"),
              at: sql`${execution.at.toISOString()}::timestamptz`.as("at"),
              durationMs: sql`${execution.durationMs}::integer`.as("duration_ms"),
              isError: sql`${execution.isError}::boolean`.as("is_error"),
              requestSummary: sql`${execution.requestSummary}::text`.as("request_summary"),
              responseSummary: sql`${execution.responseSummary}::text`.as("response_summary"),
              errorMessage: sql`${execution.errorMessage}::text`.as("error_message"),
            })
            .from(agentTools)
            .where(
              and(eq(agentTools.workspaceId, execution.workspaceId), eq(agentTools.id, execution.toolId)),
            ),
        )
        .returning({ id: toolExecutions.id });
      return rows.length > 0;
    },
    async list(workspaceId, toolId, query) {
      const { after } = query;
      return db
        .select()
        .from(toolExecutions)
        .where(
          and(
            eq(toolExecutions.workspaceId, workspaceId),
            eq(toolExecutions.toolId, toolId),
            query.isError === undefined ? undefined : eq(toolExecutions.isError, query.isError),
            query.agentId === undefined ? undefined : eq(toolExecutions.agentId, query.agentId),
            query.from === undefined ? undefined : gte(toolExecutions.at, query.from),
            query.to === undefined ? undefined : lte(toolExecutions.at, query.to),
            after
              ? or(
                  lt(toolExecutions.at, after.at),
                  and(eq(toolExecutions.at, after.at), lt(toolExecutions.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(toolExecutions.at), desc(toolExecutions.id))
        .limit(query.limit);
    },
    async usageStats(workspaceId, toolIds) {
      if (toolIds.length === 0) return new Map();
      const rows = await db
        .select({ toolId: toolExecutions.toolId, calls: count(), averageMs: avg(toolExecutions.durationMs) })
        .from(toolExecutions)
        .where(and(eq(toolExecutions.workspaceId, workspaceId), inArray(toolExecutions.toolId, [...toolIds])))
        .groupBy(toolExecutions.toolId);
      return new Map(
        rows.map((row) => [
          row.toolId,
          { totalCalls: row.calls, avgLatencySecs: Number(row.averageMs ?? 0) / 1000 },
        ]),
      );
    },
  };
}
