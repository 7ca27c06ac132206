import type { SoundEffectListQuery, SoundEffectRecord, SoundEffectRepository } from "@chorus/domain";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { soundEffects } from "../schema/index.ts";

/** LIKE treats `%`, `_` and `\` specially; a search for "50%" means those characters literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toRecord = ({ seq: _, ...row }: typeof soundEffects.$inferSelect): SoundEffectRecord =>
  row as SoundEffectRecord;

function listConditions(query: SoundEffectListQuery): SQL | undefined {
  const t = soundEffects;
  const scope =
    query.scope === "workspace"
      ? eq(t.workspaceId, query.workspaceId)
      : or(
          and(eq(t.workspaceId, query.workspaceId), eq(t.visibility, "workspace")),
          eq(t.visibility, "public"),
        );
  return and(
    scope,
    query.search ? ilike(t.text, likeContains(query.search)) : undefined,
    query.category ? eq(t.category, query.category) : undefined,
  );
}

export function soundEffectRepository(db: Database): SoundEffectRepository {
  const t = soundEffects;
  const own = (workspaceId: string, id: string) => and(eq(t.workspaceId, workspaceId), eq(t.id, id));
  return {
    async insert(effect) {
      const [row] = await db.insert(t).values(effect).returning();
      return toRecord(row!);
    },
    async findInWorkspace(workspaceId, id) {
      const [row] = await db.select().from(t).where(own(workspaceId, id));
      return row && toRecord(row);
    },
    async findVisible(workspaceId, id) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), or(eq(t.workspaceId, workspaceId), eq(t.visibility, "public"))));
      return row && toRecord(row);
    },
    async list(query) {
      const order =
        query.scope === "workspace" ? [desc(t.createdAt), desc(t.seq)] : [desc(t.sharedAt), desc(t.seq)];
      const rows = await db
        .select()
        .from(t)
        .where(listConditions(query))
        .orderBy(...order)
        .offset(query.offset)
        .limit(query.limit);
      return rows.map(toRecord);
    },
    async updateVisibility(workspaceId, id, visibility, sharedAt) {
      const [row] = await db.update(t).set({ visibility, sharedAt }).where(own(workspaceId, id)).returning();
      return row && toRecord(row);
    },
    async delete(workspaceId, id) {
      await db.delete(t).where(own(workspaceId, id));
    },
  };
}
