import type { ConversationRecord, ConversationRepository } from "@chorus/domain";
import { and, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { conversations } from "../schema/index.ts";

const openStatuses = ["initiated", "in-progress", "processing"] as const;

const toRecord = (row: typeof conversations.$inferSelect): ConversationRecord => row;

/** The conversation carries any of `tagIds` (jsonb `?|`: any of these strings is an element of the array). */
const carriesAnyOf = (tagIds: readonly string[]) =>
  sql`${conversations.tags} ?| array[${sql.join(
    tagIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

export function conversationRepository(db: Database): ConversationRepository {
  const inWorkspace = (workspaceId: string, conversationId: string) =>
    and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, conversationId));
  return {
    async insert(conversation) {
      await db.insert(conversations).values(conversation);
    },
    async find(workspaceId, conversationId) {
      const [row] = await db.select().from(conversations).where(inWorkspace(workspaceId, conversationId));
      return row && toRecord(row);
    },
    async list(workspaceId, filter) {
      const conditions: (SQL | undefined)[] = [eq(conversations.workspaceId, workspaceId)];
      if (filter.agentId) conditions.push(eq(conversations.agentId, filter.agentId));
      if (filter.callSuccessful) conditions.push(eq(conversations.callSuccessful, filter.callSuccessful));
      if (filter.startedAfter) conditions.push(gte(conversations.startedAt, filter.startedAfter));
      if (filter.startedBefore) conditions.push(lt(conversations.startedAt, filter.startedBefore));
      if (filter.minDurationSeconds !== undefined)
        conditions.push(gte(conversations.durationSeconds, filter.minDurationSeconds));
      if (filter.maxDurationSeconds !== undefined)
        conditions.push(lte(conversations.durationSeconds, filter.maxDurationSeconds));
      if (filter.tagIds?.length) conditions.push(carriesAnyOf(filter.tagIds));
      if (filter.workflowNodeEnteredId)
        conditions.push(
          sql`${conversations.metadata}->'workflowNodesEntered' ? ${filter.workflowNodeEnteredId}`,
        );
      if (filter.after)
        conditions.push(
          or(
            lt(conversations.startedAt, filter.after.startedAt),
            and(eq(conversations.startedAt, filter.after.startedAt), lt(conversations.id, filter.after.id)),
          ),
        );
      const rows = await db
        .select()
        .from(conversations)
        .where(and(...conditions))
        .orderBy(desc(conversations.startedAt), desc(conversations.id))
        .limit(filter.limit);
      return rows.map(toRecord);
    },
    async update(workspaceId, conversationId, patch) {
      const [row] = await db
        .update(conversations)
        .set(patch)
        .where(inWorkspace(workspaceId, conversationId))
        .returning();
      return row && toRecord(row);
    },
    async findAbandoned(before, limit) {
      const rows = await db
        .select()
        .from(conversations)
        .where(and(inArray(conversations.status, [...openStatuses]), lt(conversations.heartbeatAt, before)))
        .orderBy(conversations.heartbeatAt)
        .limit(limit);
      return rows.map(toRecord);
    },
    async transition(workspaceId, conversationId, from, patch) {
      const rows = await db
        .update(conversations)
        .set(patch)
        .where(and(inWorkspace(workspaceId, conversationId), inArray(conversations.status, [...from])))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },
    async delete(workspaceId, conversationId) {
      const rows = await db
        .delete(conversations)
        .where(inWorkspace(workspaceId, conversationId))
        .returning({ id: conversations.id });
      return rows.length > 0;
    },
    async lock(workspaceId, conversationId) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(inWorkspace(workspaceId, conversationId))
        .for("update");
      return row && toRecord(row);
    },
    async removeTag(workspaceId, tagId, conversationId) {
      await db
        .update(conversations)
        // jsonb minus a text removes every array element equal to it.
        .set({ tags: sql`${conversations.tags} - ${tagId}::text` })
        .where(
          and(
            eq(conversations.workspaceId, workspaceId),
            conversationId === undefined ? undefined : eq(conversations.id, conversationId),
            sql`${conversations.tags} ? ${tagId}::text`,
          ),
        );
    },
    async deleteEndedBefore(workspaceId, agentId, before) {
      const rows = await db
        .delete(conversations)
        .where(
          and(
            eq(conversations.workspaceId, workspaceId),
            eq(conversations.agentId, agentId),
            lt(conversations.startedAt, before),
            inArray(conversations.status, ["done", "failed"]),
          ),
        )
        .returning({
          id: conversations.id,
          workspaceId: conversations.workspaceId,
          hasAudio: conversations.hasAudio,
        });
      return rows;
    },
    async countOpen(workspaceId, agentId) {
      const [row] = await db
        .select({ open: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.workspaceId, workspaceId),
            inArray(conversations.status, [...openStatuses]),
            agentId ? eq(conversations.agentId, agentId) : undefined,
          ),
        );
      return row?.open ?? 0;
    },
    async countLive(workspaceId, agentIds) {
      if (agentIds && agentIds.length === 0) return 0;
      const [row] = await db
        .select({ live: count() })
        .from(conversations)
        .where(
          and(
            eq(conversations.workspaceId, workspaceId),
            inArray(conversations.status, ["initiated", "in-progress"]),
            agentIds ? inArray(conversations.agentId, [...agentIds]) : undefined,
          ),
        );
      return row?.live ?? 0;
    },
    async listCallers(workspaceId, filter) {
      // The user id a conversation was started with, else the one its client data carries.
      const caller = sql<string>`coalesce(${conversations.userId}, ${conversations.metadata}->'clientData'->>'userId')`;
      const sortValue =
        filter.sortBy === "conversation_count" ? sql`count(*)` : sql`max(${conversations.startedAt})`;
      const afterValue =
        filter.after &&
        (filter.sortBy === "conversation_count"
          ? sql`${filter.after.value}::bigint`
          : sql`${new Date(filter.after.value).toISOString()}::timestamptz`);
      const before = filter.direction === "desc" ? sql`<` : sql`>`;
      const order = filter.direction === "desc" ? sql`desc` : sql`asc`;
      const latest = (column: SQL | typeof conversations.id) =>
        sql<string>`(array_agg(${column} order by ${conversations.startedAt} desc, ${conversations.id} desc))[1]`;
      const search = filter.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
      return db
        .select({
          userId: caller,
          conversationCount: sql<number>`count(*)::int`,
          firstContactAt: sql<Date>`min(${conversations.startedAt})`.mapWith(conversations.startedAt),
          lastContactAt: sql<Date>`max(${conversations.startedAt})`.mapWith(conversations.startedAt),
          lastConversationId: latest(conversations.id),
          lastAgentId: latest(sql`${conversations.agentId}`),
          lastAgentName: latest(sql`${conversations.agentName}`),
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.workspaceId, workspaceId),
            sql`${caller} is not null`,
            filter.agentId ? eq(conversations.agentId, filter.agentId) : undefined,
            filter.startedAfter ? gte(conversations.startedAt, filter.startedAfter) : undefined,
            filter.startedBefore ? lt(conversations.startedAt, filter.startedBefore) : undefined,
            search ? sql`${caller} ilike ${`%${search}%`}` : undefined,
          ),
        )
        .groupBy(caller)
        .having(
          filter.after
            ? sql`(${sortValue} ${before} ${afterValue} or (${sortValue} = ${afterValue} and ${caller} ${before} ${filter.after.userId}))`
            : undefined,
        )
        .orderBy(sql`${sortValue} ${order}, ${caller} ${order}`)
        .limit(filter.limit);
    },
    async countStartedSince(workspaceId, since) {
      const rows = await db
        .select({ agentId: conversations.agentId, calls: count() })
        .from(conversations)
        .where(and(eq(conversations.workspaceId, workspaceId), gte(conversations.startedAt, since)))
        .groupBy(conversations.agentId);
      return new Map(rows.map((row) => [row.agentId, row.calls]));
    },
  };
}
