import type { CodePurpose, OneTimeCodeRecord, OneTimeCodeRepository } from "@chorus/domain";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { oneTimeCodes } from "../schema/index.ts";

export function oneTimeCodeRepository(db: Database): OneTimeCodeRepository {
  return {
    async insert(code) {
      const [row] = await db.insert(oneTimeCodes).values(code).returning();
      return row as OneTimeCodeRecord;
    },
    async findByHash(codeHash) {
      const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.codeHash, codeHash));
      return row as OneTimeCodeRecord | undefined;
    },
    async findLatestActive(userId, purpose: CodePurpose, now) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row as OneTimeCodeRecord | undefined;
    },
    async incrementAttempts(id) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts ?? 0;
    },
    async consume(id, at) {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
    async consumeAllForUser(userId, purpose, at) {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
    },
  };
}
