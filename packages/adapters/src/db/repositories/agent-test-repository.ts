import type { AgentTestRepository, TestInvocationRepository } from "@chorus/domain";
import { and, asc, desc, eq, exists, gte, inArray, lt, lte, or } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { agentTestInvocations, agentTestRuns, agentTests } from "../schema/index.ts";

export function agentTestRepository(db: Database): AgentTestRepository {
  const inWorkspace = (workspaceId: string, ids: readonly string[]) =>
    and(eq(agentTests.workspaceId, workspaceId), inArray(agentTests.id, [...ids]));
  return {
    async insert(entry) {
      await db.insert(agentTests).values(entry);
    },
    async find(workspaceId, id) {
      const [row] = await db
        .select()
        .from(agentTests)
        .where(inWorkspace(workspaceId, [id]));
      return row;
    },
    async findMany(workspaceId, ids) {
      if (ids.length === 0) return [];
      return db.select().from(agentTests).where(inWorkspace(workspaceId, ids));
    },
    async list(workspaceId) {
      return db.select().from(agentTests).where(eq(agentTests.workspaceId, workspaceId));
    },
    async listChildren(workspaceId, folderIds) {
      if (folderIds.length === 0) return [];
      return db
        .select()
        .from(agentTests)
        .where(
          and(eq(agentTests.workspaceId, workspaceId), inArray(agentTests.parentFolderId, [...folderIds])),
        );
    },
    async update(workspaceId, id, patch) {
      const [row] = await db
        .update(agentTests)
        .set(patch)
        .where(inWorkspace(workspaceId, [id]))
        .returning();
      return row;
    },
    async move(workspaceId, ids, parentFolderId, now) {
      if (ids.length === 0) return;
      await db
        .update(agentTests)
        .set({ parentFolderId, updatedAt: now })
        .where(inWorkspace(workspaceId, ids));
    },
    async delete(workspaceId, ids) {
      if (ids.length === 0) return;
      await db.delete(agentTests).where(inWorkspace(workspaceId, ids));
    },
  };
}

export function testInvocationRepository(db: Database): TestInvocationRepository {
  const invocationIn = (workspaceId: string, id: string) =>
    and(eq(agentTestInvocations.workspaceId, workspaceId), eq(agentTestInvocations.id, id));
  const runsOf = (workspaceId: string, invocationId: string) =>
    and(eq(agentTestRuns.workspaceId, workspaceId), eq(agentTestRuns.invocationId, invocationId));
  return {
    async insert(invocation, runs) {
      await db.insert(agentTestInvocations).values(invocation);
      if (runs.length > 0) await db.insert(agentTestRuns).values([...runs]);
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(agentTestInvocations).where(invocationIn(workspaceId, id));
      return row;
    },
    async list(workspaceId, query) {
      const { before } = query;
      return db
        .select()
        .from(agentTestInvocations)
        .where(
          and(
            eq(agentTestInvocations.workspaceId, workspaceId),
            query.agentId === undefined ? undefined : eq(agentTestInvocations.agentId, query.agentId),
            query.from === undefined ? undefined : gte(agentTestInvocations.createdAt, query.from),
            query.to === undefined ? undefined : lte(agentTestInvocations.createdAt, query.to),
            query.testId === undefined
              ? undefined
              : exists(
                  db
                    .select({ id: agentTestRuns.id })
                    .from(agentTestRuns)
                    .where(
                      and(
                        eq(agentTestRuns.invocationId, agentTestInvocations.id),
                        eq(agentTestRuns.testId, query.testId),
                      ),
                    ),
                ),
            before
              ? or(
                  lt(agentTestInvocations.createdAt, before.createdAt),
                  and(
                    eq(agentTestInvocations.createdAt, before.createdAt),
                    lt(agentTestInvocations.id, before.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(agentTestInvocations.createdAt), desc(agentTestInvocations.id))
        .limit(query.limit);
    },
    async runs(workspaceId, invocationIds) {
      if (invocationIds.length === 0) return [];
      return db
        .select()
        .from(agentTestRuns)
        .where(
          and(
            eq(agentTestRuns.workspaceId, workspaceId),
            inArray(agentTestRuns.invocationId, [...invocationIds]),
          ),
        )
        .orderBy(asc(agentTestRuns.invocationId), asc(agentTestRuns.position));
    },
    async update(workspaceId, id, patch) {
      await db.update(agentTestInvocations).set(patch).where(invocationIn(workspaceId, id));
    },
    async claimRun(workspaceId, invocationId, now, staleBefore) {
      // The subquery locks the chosen run and skips runs another worker holds, so two jobs of one
      // invocation (a resubmit while the first still runs) never judge one run twice.
      const next = db
        .select({ id: agentTestRuns.id })
        .from(agentTestRuns)
        .where(
          and(
            runsOf(workspaceId, invocationId),
            or(
              eq(agentTestRuns.state, "pending"),
              and(eq(agentTestRuns.state, "running"), lt(agentTestRuns.updatedAt, staleBefore)),
            ),
          ),
        )
        .orderBy(asc(agentTestRuns.position))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(agentTestRuns)
        .set({ state: "running", updatedAt: now })
        .where(inArray(agentTestRuns.id, next))
        .returning();
      return row;
    },
    async finishRun(runId, result) {
      const rows = await db
        .update(agentTestRuns)
        .set({
          state: result.state,
          transcript: result.transcript,
          verdict: result.verdict,
          updatedAt: result.now,
        })
        .where(and(eq(agentTestRuns.id, runId), eq(agentTestRuns.state, "running")))
        .returning({ id: agentTestRuns.id });
      return rows.length > 0;
    },
    async cancelRuns(workspaceId, invocationId, now) {
      await db
        .update(agentTestRuns)
        .set({ state: "cancelled", updatedAt: now })
        .where(and(runsOf(workspaceId, invocationId), inArray(agentTestRuns.state, ["pending", "running"])));
    },
    async resetRuns(workspaceId, invocationId, runIds, now) {
      if (runIds.length === 0) return;
      await db
        .update(agentTestRuns)
        .set({ state: "pending", transcript: [], verdict: null, updatedAt: now })
        .where(and(runsOf(workspaceId, invocationId), inArray(agentTestRuns.id, [...runIds])));
    },
  };
}
