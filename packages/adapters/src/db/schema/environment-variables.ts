import type { EnvironmentValue } from "@chorus/domain";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's environment variables of agents (`/v1/convai/environment-variables`): a value per
 * environment, text or a workspace secret's id (`{secretId}`, never its value). Labels are unique
 * per workspace in any case.
 */
export const environmentVariables = pgTable(
  "environment_variables",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    type: text("type").$type<"string" | "secret">().notNull(),
    values: jsonb("values").$type<Record<string, EnvironmentValue>>().notNull(),
    /** Who made it (kept as written when the person's account is deleted later). */
    createdByUserId: text("created_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("environment_variables_workspace_label_unique").on(t.workspaceId, sql`lower(${t.label})`),
    index("environment_variables_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
  ],
);
