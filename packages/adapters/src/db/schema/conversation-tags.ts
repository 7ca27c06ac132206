import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace's conversation tags. Conversations keep the ids of theirs in `conversations.tags`
 * (ElevenLabs' `tag_ids`), so deleting a tag also takes it off them (conversation-tags.ts, domain).
 */
export const conversationTags = pgTable(
  "conversation_tags",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made it (kept as written when the person's account is deleted later). */
    ownerUserId: text("owner_user_id").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("conversation_tags_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id)],
);
