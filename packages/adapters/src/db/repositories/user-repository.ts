import type { UserRecord, UserRepository } from "@chorus/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { knownDevices, users } from "../schema/index.ts";

export function userRepository(db: Database): UserRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row as UserRecord | undefined;
    },
    async findByEmail(email) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)));
      return row as UserRecord | undefined;
    },
    async insert(user) {
      const [row] = await db.insert(users).values(user).returning();
      return row as UserRecord;
    },
    async update(id, patch) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row as UserRecord;
    },
    async isKnownDevice(userId, deviceId) {
      const [row] = await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceId, deviceId)));
      return !!row;
    },
    async rememberDevice(userId, deviceId) {
      await db.insert(knownDevices).values({ userId, deviceId }).onConflictDoNothing();
    },
  };
}
