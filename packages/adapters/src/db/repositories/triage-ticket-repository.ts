import {
  type TriageTicketListFilter,
  type TriageTicketRecord,
  type TriageTicketRepository,
  triagePriorityRank,
} from "@chorus/domain";
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../open-database.ts";
import { triageTickets as t } from "../schema/index.ts";

type Row = typeof t.$inferSelect;

const recordOf = ({ priorityRank: _rank, ...ticket }: Row): TriageTicketRecord => ticket;

/** `%text%` for ILIKE, its wildcards taken literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A text with its whitespace collapsed (the domain's snippet collapses it too, so "a  b" finds "a\nb"). */
const collapsed = (text: SQL | AnyPgColumn) => sql`regexp_replace(${text}, '\\s+', ' ', 'g')`;

/** Where `search` appears: the title, the description, a comment or a turn comment. */
function searchCondition(search: string): SQL {
  const pattern = likeContains(search);
  const inList = (column: typeof t.comments | typeof t.turnComments) =>
    sql`exists (select 1 from jsonb_array_elements(${column}) as item where ${collapsed(sql`item->>'comment'`)} ilike ${pattern})`;
  return or(
    sql`${collapsed(t.title)} ilike ${pattern}`,
    sql`${collapsed(t.qaComment)} ilike ${pattern}`,
    inList(t.comments),
    inList(t.turnComments),
  )!;
}

/** Tickets after `after` in the list's order (newest first, or most urgent then newest). */
function afterCondition(filter: TriageTicketListFilter): SQL | undefined {
  const { after } = filter;
  if (!after) return undefined;
  const olderOrTied = or(
    lt(t.createdAt, after.createdAt),
    and(eq(t.createdAt, after.createdAt), lt(t.id, after.id)),
  );
  if (filter.sortBy === "created_at") return olderOrTied;
  return or(lt(t.priorityRank, after.priorityRank), and(eq(t.priorityRank, after.priorityRank), olderOrTied));
}

const holdsConversation = (conversationId: string) =>
  sql`${t.conversationIds} @> ${JSON.stringify([conversationId])}::jsonb`;

export function triageTicketRepository(db: Database): TriageTicketRepository {
  const inWorkspace = (workspaceId: string, ticketId: string) =>
    and(eq(t.workspaceId, workspaceId), eq(t.id, ticketId));
  return {
    async insert(ticket) {
      await db.insert(t).values({ ...ticket, priorityRank: triagePriorityRank(ticket.priority) });
    },
    async find(workspaceId, ticketId) {
      const [row] = await db.select().from(t).where(inWorkspace(workspaceId, ticketId));
      return row && recordOf(row);
    },
    async lock(workspaceId, ticketId) {
      const [row] = await db.select().from(t).where(inWorkspace(workspaceId, ticketId)).for("update");
      return row && recordOf(row);
    },
    async lockMany(workspaceId, ticketIds) {
      if (ticketIds.length === 0) return [];
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.workspaceId, workspaceId), inArray(t.id, [...ticketIds])))
        .orderBy(t.id)
        .for("update");
      return rows.map(recordOf);
    },
    async lockOpenForConversation(workspaceId, conversationId) {
      const [row] = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.workspaceId, workspaceId),
            inArray(t.status, ["open", "in_progress"]),
            holdsConversation(conversationId),
          ),
        )
        .orderBy(desc(t.updatedAt), desc(t.id))
        .limit(1)
        .for("update");
      return row && recordOf(row);
    },
    async list(workspaceId, filter) {
      const conditions = [
        eq(t.workspaceId, workspaceId),
        filter.agentId !== undefined ? eq(t.agentId, filter.agentId) : undefined,
        filter.conversationId !== undefined ? holdsConversation(filter.conversationId) : undefined,
        filter.status !== undefined ? eq(t.status, filter.status) : undefined,
        filter.sources ? inArray(t.source, [...filter.sources]) : undefined,
        filter.priorities ? inArray(t.priority, [...filter.priorities]) : undefined,
        filter.ownerUserId !== undefined ? eq(t.ownerUserId, filter.ownerUserId) : undefined,
        filter.assigneeUserId === null
          ? isNull(t.assigneeUserId)
          : filter.assigneeUserId !== undefined
            ? eq(t.assigneeUserId, filter.assigneeUserId)
            : undefined,
        filter.mergedIntoTicketId !== undefined
          ? eq(t.mergedIntoTicketId, filter.mergedIntoTicketId)
          : undefined,
        filter.search ? searchCondition(filter.search) : undefined,
        afterCondition(filter),
      ];
      const order =
        filter.sortBy === "priority"
          ? [desc(t.priorityRank), desc(t.createdAt), desc(t.id)]
          : [desc(t.createdAt), desc(t.id)];
      const rows = await db
        .select()
        .from(t)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(filter.limit);
      return rows.map(recordOf);
    },
    async update(workspaceId, ticketId, patch) {
      const [row] = await db
        .update(t)
        .set({
          ...patch,
          ...(patch.priority !== undefined && { priorityRank: triagePriorityRank(patch.priority) }),
        })
        .where(inWorkspace(workspaceId, ticketId))
        .returning();
      return row && recordOf(row);
    },
    async repointMerged(workspaceId, fromIds, toId) {
      if (fromIds.length === 0) return;
      await db
        .update(t)
        .set({ mergedIntoTicketId: toId })
        .where(and(eq(t.workspaceId, workspaceId), inArray(t.mergedIntoTicketId, [...fromIds])));
    },
    async delete(workspaceId, ticketId) {
      // One statement, so the ticket and those merged into it go together.
      const rows = await db
        .delete(t)
        .where(
          and(eq(t.workspaceId, workspaceId), or(eq(t.id, ticketId), eq(t.mergedIntoTicketId, ticketId))),
        )
        .returning({ id: t.id });
      return rows.some((row) => row.id === ticketId);
    },
  };
}
