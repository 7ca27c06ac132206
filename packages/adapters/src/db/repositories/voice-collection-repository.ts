import type { VoiceCollectionRecord, VoiceCollectionRepository } from "@chorus/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { voiceCollections, voiceCollectionVoices } from "../schema/index.ts";

const toCollection = ({ seq: _, ...row }: typeof voiceCollections.$inferSelect): VoiceCollectionRecord => row;

export function voiceCollectionRepository(db: Database): VoiceCollectionRepository {
  const inWorkspace = (workspaceId: string, collectionId: string) =>
    and(eq(voiceCollections.workspaceId, workspaceId), eq(voiceCollections.id, collectionId));
  return {
    async list(workspaceId) {
      const rows = await db
        .select()
        .from(voiceCollections)
        .where(eq(voiceCollections.workspaceId, workspaceId))
        .orderBy(asc(voiceCollections.seq));
      return rows.map(toCollection);
    },
    async find(workspaceId, collectionId) {
      const [row] = await db.select().from(voiceCollections).where(inWorkspace(workspaceId, collectionId));
      return row && toCollection(row);
    },
    async insert(collection) {
      const [row] = await db.insert(voiceCollections).values(collection).returning();
      return toCollection(row!);
    },
    async update(workspaceId, collectionId, patch) {
      const [row] = await db
        .update(voiceCollections)
        .set(patch)
        .where(inWorkspace(workspaceId, collectionId))
        .returning();
      return row && toCollection(row);
    },
    async delete(workspaceId, collectionId) {
      await db.delete(voiceCollections).where(inWorkspace(workspaceId, collectionId));
    },
    async addVoice(workspaceId, collectionId, voiceId, at) {
      await db
        .insert(voiceCollectionVoices)
        .values({ collectionId, workspaceId, voiceId, addedAt: at })
        .onConflictDoNothing();
    },
    async removeVoice(workspaceId, collectionId, voiceId) {
      await db
        .delete(voiceCollectionVoices)
        .where(
          and(
            eq(voiceCollectionVoices.workspaceId, workspaceId),
            eq(voiceCollectionVoices.collectionId, collectionId),
            eq(voiceCollectionVoices.voiceId, voiceId),
          ),
        );
    },
    async listMemberships(workspaceId) {
      return db
        .select({ collectionId: voiceCollectionVoices.collectionId, voiceId: voiceCollectionVoices.voiceId })
        .from(voiceCollectionVoices)
        .where(eq(voiceCollectionVoices.workspaceId, workspaceId))
        .orderBy(asc(voiceCollectionVoices.addedAt));
    },
    async removeVoiceEverywhere(workspaceId, voiceId) {
      await db
        .delete(voiceCollectionVoices)
        .where(
          and(eq(voiceCollectionVoices.workspaceId, workspaceId), eq(voiceCollectionVoices.voiceId, voiceId)),
        );
    },
  };
}
