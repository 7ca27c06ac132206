import type { PronunciationRule } from "@chorus/domain";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/** A workspace's pronunciation dictionaries (issue 6 §4); the rules live in versions. */
export const pronunciationDictionaries = pgTable(
  "pronunciation_dictionaries",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Who made it (kept as written when the person's account is deleted later). */
    createdByUserId: text("created_by_user_id").notNull(),
    /** The newest version (no reference: the version row is written in the same transaction). */
    latestVersionId: text("latest_version_id").notNull(),
    latestVersionRulesNum: integer("latest_version_rules_num").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("pronunciation_dictionaries_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/** Immutable rule sets: every rule change adds one, so a locator always names the same rules. */
export const pronunciationDictionaryVersions = pgTable(
  "pronunciation_dictionary_versions",
  {
    id: text("id").primaryKey(),
    /** Creation order: versions made within one instant still list newest first. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    dictionaryId: text("dictionary_id")
      .notNull()
      .references(() => pronunciationDictionaries.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    rules: jsonb("rules").$type<PronunciationRule[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pronunciation_dictionary_versions_dictionary_idx").on(t.dictionaryId, t.seq)],
);
