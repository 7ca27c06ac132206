import type { PronunciationDictionaryRepository } from "@chorus/domain";
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { pronunciationDictionaries, pronunciationDictionaryVersions } from "../schema/index.ts";

const { seq: _, ...versionColumns } = getTableColumns(pronunciationDictionaryVersions);

export function pronunciationDictionaryRepository(db: Database): PronunciationDictionaryRepository {
  const inWorkspace = (workspaceId: string, dictionaryId: string) =>
    and(
      eq(pronunciationDictionaries.workspaceId, workspaceId),
      eq(pronunciationDictionaries.id, dictionaryId),
    );
  return {
    async insert(dictionary) {
      await db.insert(pronunciationDictionaries).values(dictionary);
    },
    async list(workspaceId) {
      return db
        .select()
        .from(pronunciationDictionaries)
        .where(eq(pronunciationDictionaries.workspaceId, workspaceId));
    },
    async find(workspaceId, dictionaryId) {
      const [row] = await db
        .select()
        .from(pronunciationDictionaries)
        .where(inWorkspace(workspaceId, dictionaryId));
      return row;
    },
    async findForUpdate(workspaceId, dictionaryId) {
      const [row] = await db
        .select()
        .from(pronunciationDictionaries)
        .where(inWorkspace(workspaceId, dictionaryId))
        .for("update");
      return row;
    },
    async update(workspaceId, dictionaryId, patch) {
      const [row] = await db
        .update(pronunciationDictionaries)
        .set(patch)
        .where(inWorkspace(workspaceId, dictionaryId))
        .returning();
      return row;
    },
    async insertVersion(version) {
      await db.insert(pronunciationDictionaryVersions).values(version);
    },
    async findVersion(workspaceId, dictionaryId, versionId) {
      const [row] = await db
        .select(versionColumns)
        .from(pronunciationDictionaryVersions)
        .where(
          and(
            eq(pronunciationDictionaryVersions.workspaceId, workspaceId),
            eq(pronunciationDictionaryVersions.dictionaryId, dictionaryId),
            eq(pronunciationDictionaryVersions.id, versionId),
          ),
        );
      return row;
    },
    async listVersions(workspaceId, dictionaryId) {
      return db
        .select(versionColumns)
        .from(pronunciationDictionaryVersions)
        .where(
          and(
            eq(pronunciationDictionaryVersions.workspaceId, workspaceId),
            eq(pronunciationDictionaryVersions.dictionaryId, dictionaryId),
          ),
        )
        .orderBy(desc(pronunciationDictionaryVersions.seq));
    },
  };
}
