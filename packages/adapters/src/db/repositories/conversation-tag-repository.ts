import type { ConversationTagRepository } from "@chorus/domain";
import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { conversationTags } from "../schema/index.ts";

export function conversationTagRepository(db: Database): ConversationTagRepository {
  const inWorkspace = (workspaceId: string, tagId: string) =>
    and(eq(conversationTags.workspaceId, workspaceId), eq(conversationTags.id, tagId));
  return {
    async insert(tag) {
      await db.insert(conversationTags).values(tag);
    },
    async find(workspaceId, tagId) {
      const [row] = await db.select().from(conversationTags).where(inWorkspace(workspaceId, tagId));
      return row;
    },
    async lockMany(workspaceId, tagIds) {
      if (tagIds.length === 0) return [];
      return db
        .select()
        .from(conversationTags)
        .where(and(eq(conversationTags.workspaceId, workspaceId), inArray(conversationTags.id, [...tagIds])))
        .for("share");
    },
    async list(workspaceId, page) {
      const { after } = page;
      return db
        .select()
        .from(conversationTags)
        .where(
          and(
            eq(conversationTags.workspaceId, workspaceId),
            after
              ? or(
                  lt(conversationTags.createdAt, after.createdAt),
                  and(eq(conversationTags.createdAt, after.createdAt), lt(conversationTags.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversationTags.createdAt), desc(conversationTags.id))
        .limit(page.limit);
    },
    async update(workspaceId, tagId, patch) {
      const [row] = await db
        .update(conversationTags)
        .set(patch)
        .where(inWorkspace(workspaceId, tagId))
        .returning();
      return row;
    },
    async delete(workspaceId, tagId) {
      const rows = await db
        .delete(conversationTags)
        .where(inWorkspace(workspaceId, tagId))
        .returning({ id: conversationTags.id });
      return rows.length > 0;
    },
  };
}
