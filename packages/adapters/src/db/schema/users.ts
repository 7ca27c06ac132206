import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Stored lower-cased; uniqueness is case-insensitive by construction. */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    firstName: text("first_name"),
    /** active | disabled (by an administrator) | suspended | deleted */
    status: text("status").notNull().default("active"),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    onboarding: jsonb("onboarding").$type<{
      useCase?: string;
      referralSource?: string;
      dateOfBirth?: string;
    }>(),
    checklist: jsonb("checklist")
      .$type<{ initiated: boolean; hidden: boolean; completed: boolean; items: Record<string, boolean> }>()
      .notNull()
      .default({ initiated: false, hidden: false, completed: false, items: {} }),
    agreesToProductUpdates: boolean("agrees_to_product_updates").notNull().default(true),
    geoCountry: text("geo_country"),
    geoRegion: text("geo_region"),
    geoCity: text("geo_city"),
    bipaAcceptedAt: timestamp("bipa_accepted_at", { withTimezone: true }),
    /** The date of the Terms of Use the person last accepted (settings' termsVersion); null: none yet. */
    acceptedTermsVersion: text("accepted_terms_version"),
    publicUserId: text("public_user_id").notNull(),
    publicUserName: text("public_user_name"),
    locale: text("locale").notNull().default("en-US"),
    lastWorkspaceId: text("last_workspace_id"),
    accountMetadata: jsonb("account_metadata").$type<Record<string, unknown>>(),
    signUpAttribution: jsonb("sign_up_attribution").$type<Record<string, string>>(),
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    smsPhone: text("sms_phone"),
    smsEnabledAt: timestamp("sms_enabled_at", { withTimezone: true }),
    verificationEmailSentAt: timestamp("verification_email_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_public_user_id_unique").on(t.publicUserId),
  ],
);

/** Devices a user has signed in from, for optional sign-in verification of new devices. */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("known_devices_user_device").on(t.userId, t.deviceId)],
);

export const backupCodes = pgTable("mfa_backup_codes", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
