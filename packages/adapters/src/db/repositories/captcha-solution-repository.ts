import type { CaptchaSolutionRepository } from "@chorus/domain";
import { lt } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { captchaSolutions } from "../schema/index.ts";

export function captchaSolutionRepository(db: Database): CaptchaSolutionRepository {
  return {
    async consume(challengeId, expiresAt) {
      // The primary key decides: of two uses racing with one solution, one insert wins.
      const inserted = await db
        .insert(captchaSolutions)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: captchaSolutions.challengeId });
      return inserted.length === 1;
    },
    async deleteExpired(before) {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, before));
    },
  };
}
