import { bigserial, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/** A workspace's voice collections (a title and an icon; issue 5 §5). */
export const voiceCollections = pgTable(
  "voice_collections",
  {
    id: text("id").primaryKey(),
    /** Creation order: collections are listed in the order they were made, even within one instant. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    icon: text("icon").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_collections_workspace_idx").on(t.workspaceId, t.seq)],
);

/**
 * Which voices are in which collection. `voice_id` names a premade voice or one of the workspace's
 * own (so no reference); deleting a custom voice removes its rows (domain/voices/library/forget-deleted-voice.ts).
 */
export const voiceCollectionVoices = pgTable(
  "voice_collection_voices",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => voiceCollections.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    voiceId: text("voice_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.voiceId] }),
    index("voice_collection_voices_workspace_idx").on(t.workspaceId, t.voiceId),
  ],
);
