import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Every generated sound effect (issue 6 §2), kept so the workspace can list, share and pin it. The
 * audio lives in blob storage under `audio_key`; the row is inserted only after the file is written.
 */
export const soundEffects = pgTable(
  "sound_effects",
  {
    /** The generation's request id. */
    id: text("id").primaryKey(),
    /** Insertion order, the tie-breaker when two effects share a time. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    recipe: text("recipe").notNull(),
    /** keyword | nearest */
    recipeMatch: text("recipe_match").$type<"keyword" | "nearest">().notNull(),
    category: text("category").notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    /** Null when the length was automatic. */
    requestedDurationSeconds: doublePrecision("requested_duration_seconds"),
    promptInfluence: doublePrecision("prompt_influence").notNull(),
    loop: boolean("loop").notNull(),
    /** An unsigned 32-bit seed, which does not fit an integer column. */
    seed: bigint("seed", { mode: "number" }).notNull(),
    outputFormat: text("output_format").notNull(),
    contentType: text("content_type").notNull(),
    audioKey: text("audio_key").notNull(),
    /** private | workspace | public */
    visibility: text("visibility").$type<"private" | "workspace" | "public">().notNull(),
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sound_effects_workspace_created_idx").on(t.workspaceId, t.createdAt, t.seq),
    index("sound_effects_visibility_shared_idx").on(t.visibility, t.sharedAt),
  ],
);

/** A person's soundboard in one workspace: pinned effects and their pad order. */
export const soundboardPins = pgTable(
  "soundboard_pins",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Deleting an effect takes it off every soundboard. */
    soundEffectId: text("sound_effect_id")
      .notNull()
      .references(() => soundEffects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId, t.soundEffectId] })],
);
