import type { SingleUseTokenRecord, SingleUseTokenRepository } from "@chorus/domain";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { singleUseTokens } from "../schema/index.ts";

export function singleUseTokenRepository(db: Database): SingleUseTokenRepository {
  return {
    async insert(token) {
      await db.insert(singleUseTokens).values(token);
    },
    async consume(tokenHash, tokenType, now) {
      // One UPDATE … WHERE consumed_at IS NULL: the database decides which of two racing uses wins.
      const [row] = await db
        .update(singleUseTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(singleUseTokens.tokenHash, tokenHash),
            eq(singleUseTokens.tokenType, tokenType),
            isNull(singleUseTokens.consumedAt),
            gt(singleUseTokens.expiresAt, now),
          ),
        )
        .returning();
      return row as SingleUseTokenRecord | undefined;
    },
    async deleteExpired(before) {
      await db.delete(singleUseTokens).where(lt(singleUseTokens.expiresAt, before));
    },
  };
}
