import type { BackupCodeRepository } from "@chorus/domain";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { backupCodes } from "../schema/index.ts";

export function backupCodeRepository(db: Database): BackupCodeRepository {
  return {
    async replaceAll(userId, codes) {
      await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
      if (codes.length > 0) await db.insert(backupCodes).values(codes.map((c) => ({ ...c, userId })));
    },
    async findUnused(userId, codeHash) {
      const [row] = await db
        .select()
        .from(backupCodes)
        .where(
          and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)),
        );
      return row;
    },
    async markUsed(id, at) {
      const rows = await db
        .update(backupCodes)
        .set({ usedAt: at })
        .where(and(eq(backupCodes.id, id), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return rows.length === 1;
    },
    async countUnused(userId) {
      const [row] = await db
        .select({ n: count() })
        .from(backupCodes)
        .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
      return row?.n ?? 0;
    },
    async removeAll(userId) {
      await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    },
  };
}
