import type { EnvironmentVariableRepository } from "@chorus/domain";
import { and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { environmentVariables } from "../schema/environment-variables.ts";

/** `LIKE` pattern characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function environmentVariableRepository(db: Database): EnvironmentVariableRepository {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(environmentVariables.workspaceId, workspaceId), eq(environmentVariables.id, id));
  return {
    async insert(variable) {
      // The label's unique index (any case) refuses a second one: nothing inserted.
      const rows = await db
        .insert(environmentVariables)
        .values(variable)
        .onConflictDoNothing()
        .returning({ id: environmentVariables.id });
      return { outcome: rows.length > 0 ? "inserted" : "label_taken" };
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(environmentVariables).where(inWorkspace(workspaceId, id));
      return row;
    },
    async findByLabel(workspaceId, label) {
      const [row] = await db
        .select()
        .from(environmentVariables)
        .where(
          and(
            eq(environmentVariables.workspaceId, workspaceId),
            sql`lower(${environmentVariables.label}) = lower(${label})`,
          ),
        );
      return row;
    },
    async lock(workspaceId, id) {
      const [row] = await db
        .select()
        .from(environmentVariables)
        .where(inWorkspace(workspaceId, id))
        .for("update");
      return row;
    },
    async list(workspaceId, filter) {
      const { after } = filter;
      return db
        .select()
        .from(environmentVariables)
        .where(
          and(
            eq(environmentVariables.workspaceId, workspaceId),
            filter.label
              ? sql`${environmentVariables.label} ilike ${`%${escapeLike(filter.label)}%`}`
              : undefined,
            filter.environment
              ? sql`${environmentVariables.values} ? ${filter.environment}::text`
              : undefined,
            filter.type ? eq(environmentVariables.type, filter.type) : undefined,
            after
              ? or(
                  lt(environmentVariables.createdAt, after.createdAt),
                  and(
                    eq(environmentVariables.createdAt, after.createdAt),
                    lt(environmentVariables.id, after.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(environmentVariables.createdAt), desc(environmentVariables.id))
        .limit(filter.limit);
    },
    async listSecretVariables(workspaceId) {
      return db
        .select()
        .from(environmentVariables)
        .where(
          and(eq(environmentVariables.workspaceId, workspaceId), eq(environmentVariables.type, "secret")),
        );
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ total: count() })
        .from(environmentVariables)
        .where(eq(environmentVariables.workspaceId, workspaceId));
      return row?.total ?? 0;
    },
    async update(workspaceId, id, patch) {
      const [row] = await db
        .update(environmentVariables)
        .set(patch)
        .where(inWorkspace(workspaceId, id))
        .returning();
      return row;
    },
  };
}
