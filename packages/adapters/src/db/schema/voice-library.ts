import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { voices } from "./custom-voices.ts";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * How a workspace shares one of its voices in the library (issue 5 §5) and where its review stands.
 * One row per voice ever shared; it goes with the voice. Library states are derived from it on read
 * (domain/voices/library/library-state.ts): nothing changes by itself when a notice period ends.
 */
export const voiceSharing = pgTable(
  "voice_sharing",
  {
    voiceId: text("voice_id")
      .primaryKey()
      .references(() => voices.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The owner's public id, kept: the library shows it instead of any workspace or user id. */
    publicOwnerId: text("public_owner_id").notNull(),
    /** enabled | disabled */
    status: text("status").notNull(),
    /** not_requested | pending | declined | allowed */
    reviewStatus: text("review_status").notNull(),
    reviewMessage: text("review_message"),
    description: text("description"),
    labels: jsonb("labels").$type<Record<string, string>>().notNull(),
    noticePeriodDays: integer("notice_period_days").notNull(),
    /** Custom rate, USD per 1,000 credits; null for the default rate. */
    fiatRate: doublePrecision("fiat_rate"),
    financialRewardsEnabled: boolean("financial_rewards_enabled").notNull(),
    freeUsersAllowed: boolean("free_users_allowed").notNull(),
    liveModerationEnabled: boolean("live_moderation_enabled").notNull(),
    readerAppEnabled: boolean("reader_app_enabled").notNull(),
    featured: boolean("featured").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    liveSince: timestamp("live_since", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    disableAt: timestamp("disable_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("voice_sharing_state_idx").on(t.status, t.reviewStatus),
    index("voice_sharing_workspace_idx").on(t.workspaceId),
  ],
);

/**
 * A voice a workspace added from the library: the copy is its own `voices` row (profile copied);
 * this row says where it came from and, once the owner stopped sharing, when it stops working.
 */
export const libraryCopies = pgTable(
  "library_copies",
  {
    voiceId: text("voice_id")
      .primaryKey()
      .references(() => voices.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** No reference: the original may be deleted while its copies run out their notice period. */
    originalVoiceId: text("original_voice_id").notNull(),
    publicOwnerId: text("public_owner_id").notNull(),
    liveModerationEnabled: boolean("live_moderation_enabled").notNull(),
    bookmarked: boolean("bookmarked").notNull().default(false),
    disableAt: timestamp("disable_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A workspace adds a library voice once; the verb checks first, this makes a race fail too.
    uniqueIndex("library_copies_workspace_original_unique").on(t.workspaceId, t.originalVoiceId),
    index("library_copies_original_idx").on(t.originalVoiceId),
  ],
);

/** A shared voice's history (shared, approved, declined, added, removed, disabled); kept after the voice is deleted. */
export const libraryVoiceEvents = pgTable(
  "library_voice_events",
  {
    id: text("id").primaryKey(),
    /** Insertion order: events of the same instant (a removal with no notice period) keep their order. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    voiceId: text("voice_id").notNull(),
    kind: text("kind").notNull(),
    message: text("message"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("library_voice_events_voice_idx").on(t.voiceId, t.occurredAt)],
);

/**
 * Characters spoken with copies of a shared voice, one row per voice and UTC day: a generation adds
 * to its day's row with one upsert, and the 7-day and 1-year figures sum at most 366 rows a voice.
 */
export const libraryVoiceUsage = pgTable(
  "library_voice_usage",
  {
    voiceId: text("voice_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    characters: bigint("characters", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.voiceId, t.day] })],
);

/** People the operator put on probation (spec 001 §3 `is_in_probation`): their unverified voices cannot be live. */
export const userProbations = pgTable("user_probations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
