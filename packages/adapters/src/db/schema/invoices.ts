import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * A workspace's invoices, as the payment provider reports them (its webhook handler writes them);
 * the subscription lists the open ones (`open_invoices`, `has_open_invoices`).
 */
export const invoices = pgTable(
  "invoices",
  {
    /** The provider's invoice id, so a redelivered event finds the same row. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    amountDueCents: integer("amount_due_cents").notNull(),
    currency: text("currency").$type<"usd" | "eur">().notNull(),
    status: text("status").$type<"open" | "paid" | "void">().notNull().default("open"),
    /** What the invoice is for, as the provider words it ("Creator (monthly)"). */
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When payment is due (the provider's next attempt); null when the provider names none. */
    dueAt: timestamp("due_at", { withTimezone: true }),
  },
  (t) => [index("invoices_workspace_status").on(t.workspaceId, t.status)],
);
