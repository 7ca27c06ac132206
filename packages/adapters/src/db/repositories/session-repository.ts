import type { SessionRepository } from "@chorus/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { refreshTokens, sessions } from "../schema/index.ts";

export function sessionRepository(db: Database): SessionRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },
    async insert(session) {
      const [row] = await db.insert(sessions).values(session).returning();
      return row!;
    },
    async update(id, patch) {
      const [row] = await db.update(sessions).set(patch).where(eq(sessions.id, id)).returning();
      return row!;
    },
    async revokeAllForUser(userId, reason, at) {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async findRefreshToken(tokenHash) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    async insertRefreshToken(token) {
      const [row] = await db.insert(refreshTokens).values(token).returning();
      return row!;
    },
    async markRefreshTokenRotated(id, at) {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
  };
}
