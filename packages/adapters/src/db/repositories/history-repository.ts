import type { HistoryItemRecord, HistoryListQuery, HistoryRepository } from "@chorus/domain";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { historyItems } from "../schema/index.ts";

/** LIKE treats `%`, `_` and `\` specially; a search for "50%" means those characters literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(workspaceId: string, query: HistoryListQuery): SQL | undefined {
  const t = historyItems;
  const conditions: (SQL | undefined)[] = [eq(t.workspaceId, workspaceId)];
  if (query.after) {
    // Strictly after the cursor in the listing's order: (created_at, seq) compared as a pair.
    const before = query.direction === "desc";
    const { createdAt, seq } = query.after;
    conditions.push(
      or(
        before ? lt(t.createdAt, createdAt) : gt(t.createdAt, createdAt),
        and(eq(t.createdAt, createdAt), before ? lt(t.seq, seq) : gt(t.seq, seq)),
      ),
    );
  }
  if (query.voiceId) conditions.push(eq(t.voiceId, query.voiceId));
  if (query.modelId) conditions.push(eq(t.modelId, query.modelId));
  if (query.source) conditions.push(eq(t.source, query.source));
  if (query.createdBefore) conditions.push(lt(t.createdAt, query.createdBefore));
  if (query.createdFrom) conditions.push(gte(t.createdAt, query.createdFrom));
  if (query.search) conditions.push(ilike(t.text, likeContains(query.search)));
  return and(...conditions);
}

export function historyRepository(db: Database): HistoryRepository {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(historyItems.workspaceId, workspaceId), eq(historyItems.id, id));
  return {
    async insert(item) {
      const [row] = await db.insert(historyItems).values(item).returning();
      return row as HistoryItemRecord;
    },
    async findInWorkspace(workspaceId, id) {
      const [row] = await db.select().from(historyItems).where(inWorkspace(workspaceId, id));
      return row as HistoryItemRecord | undefined;
    },
    async findManyInWorkspace(workspaceId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(historyItems)
        .where(and(eq(historyItems.workspaceId, workspaceId), inArray(historyItems.id, [...ids])));
      return rows as HistoryItemRecord[];
    },
    async findByShareToken(token) {
      const [row] = await db.select().from(historyItems).where(eq(historyItems.shareToken, token));
      return row as HistoryItemRecord | undefined;
    },
    async findByWatermarkId(workspaceId, watermarkId) {
      const [row] = await db
        .select()
        .from(historyItems)
        .where(and(eq(historyItems.workspaceId, workspaceId), eq(historyItems.watermarkId, watermarkId)))
        .orderBy(desc(historyItems.createdAt), desc(historyItems.seq))
        .limit(1);
      return row as HistoryItemRecord | undefined;
    },
    async recentWatermarkIds(workspaceId, limit) {
      const rows = await db
        .select({ watermarkId: historyItems.watermarkId })
        .from(historyItems)
        .where(and(eq(historyItems.workspaceId, workspaceId), isNotNull(historyItems.watermarkId)))
        .orderBy(desc(historyItems.createdAt), desc(historyItems.seq))
        .limit(limit);
      return rows.map((row) => row.watermarkId!);
    },
    async list(workspaceId, query) {
      const order = query.direction === "desc" ? desc : asc;
      const rows = await db
        .select()
        .from(historyItems)
        .where(listConditions(workspaceId, query))
        .orderBy(order(historyItems.createdAt), order(historyItems.seq))
        .limit(query.limit);
      return rows as HistoryItemRecord[];
    },
    async setFeedbackUnlessReviewed(workspaceId, id, feedback) {
      const [row] = await db
        .update(historyItems)
        .set({ feedback })
        .where(
          and(
            inWorkspace(workspaceId, id),
            or(
              isNull(historyItems.feedback),
              sql`${historyItems.feedback}->>'reviewStatus' is distinct from 'reviewed'`,
            ),
          ),
        )
        .returning();
      return row as HistoryItemRecord | undefined;
    },
    async ensureShareToken(workspaceId, id, token) {
      const [row] = await db
        .update(historyItems)
        .set({ shareToken: sql`coalesce(${historyItems.shareToken}, ${token})` })
        .where(inWorkspace(workspaceId, id))
        .returning();
      return row as HistoryItemRecord | undefined;
    },
    async remove(workspaceId, id) {
      const [row] = await db.delete(historyItems).where(inWorkspace(workspaceId, id)).returning();
      return row as HistoryItemRecord | undefined;
    },
    async lockInWorkspace(workspaceId, id) {
      const [row] = await db.select().from(historyItems).where(inWorkspace(workspaceId, id)).for("update");
      return row as HistoryItemRecord | undefined;
    },
    async setVideo(workspaceId, id, video) {
      const [row] = await db
        .update(historyItems)
        .set({
          videoKey: video?.key ?? null,
          videoTheme: video?.theme ?? null,
          videoStripV3Tags: video?.stripV3Tags ?? null,
          videoWatermarked: video?.watermarked ?? null,
        })
        .where(inWorkspace(workspaceId, id))
        .returning();
      return row as HistoryItemRecord | undefined;
    },
  };
}
