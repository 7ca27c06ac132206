import type { Ports } from "../../context.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import type { JobHandler } from "../../jobs/job-handler.ts";
import type { Repositories } from "../../ports/repositories.ts";
import { queuePostCallEvents } from "../../webhooks/post-call-events.ts";
import type { ConversationRecord } from "../conversation-records.ts";
import { readsInstructions } from "./ask-model.ts";
import {
  type AnalysisCriterion,
  type ConversationAnalysis,
  dataCollectionItems,
  itemSchema,
} from "./conversation-analysis.ts";
import { analyseWithModel } from "./model-analysis.ts";
import { analyseWithRules } from "./rule-analysis.ts";

export const analyseConversationJob = "conversations.analyse";

/** A conversation is analysed once it ended with something said. */
const analysable = (conversation: Pick<ConversationRecord, "status" | "transcript">) =>
  (conversation.status === "done" || conversation.status === "failed") &&
  conversation.transcript.some((turn) => turn.message);

/**
 * Queues the analysis of a conversation that just ended (`store` may be the transaction that wrote
 * its ending, so both land together). A conversation in which nothing was said is not analysed.
 */
export async function queueConversationAnalysis(
  ports: Pick<Ports, "clock">,
  store: Pick<Repositories, "jobs">,
  conversation: Pick<ConversationRecord, "id" | "workspaceId" | "status" | "transcript">,
): Promise<void> {
  if (!analysable(conversation)) return;
  await enqueueJob(ports, store, {
    kind: analyseConversationJob,
    payload: { conversationId: conversation.id },
    workspaceId: conversation.workspaceId,
  });
}

/** Writes the analysis and queues the post-call webhook's events with it. */
async function saveAnalysis(ports: Ports, conversation: ConversationRecord, analysis: ConversationAnalysis) {
  await ports.store.transaction(async (tx) => {
    const written = await tx.conversations.update(conversation.workspaceId, conversation.id, {
      analysis,
      callSuccessful: analysis.callSuccessful,
    });
    if (written) await queuePostCallEvents(ports, tx, written);
  });
}

/** The ended conversation the job is about, and its agent; undefined when either is gone. */
async function subjectOf(ports: Ports, workspaceId: string | null, payload: Record<string, unknown>) {
  if (!workspaceId) return undefined;
  const conversation = await ports.store.conversations.find(workspaceId, String(payload.conversationId));
  if (!conversation || !analysable(conversation)) return undefined;
  const agent = await ports.store.agents.find(workspaceId, conversation.agentId);
  if (!agent) return undefined;
  const criteria: AnalysisCriterion[] = agent.platformSettings.evaluation.criteria.map((criterion) => ({
    id: criterion.id,
    prompt: criterion.conversation_goal_prompt,
  }));
  // The model that answered the call judges it (the agent's configured one if no turn says).
  const answered = conversation.transcript.findLast((turn) => turn.role === "agent" && turn.producingLlm);
  const model = ports.languageModels.forAgent(
    answered?.producingLlm ?? agent.conversationConfig.agent.prompt.llm,
  );
  return {
    conversation,
    criteria,
    items: dataCollectionItems(agent.platformSettings.data_collection),
    model,
  };
}

/**
 * The analysis after a call (issue 19 §4): with a model that reads instructions, the model judges
 * the agent's evaluation criteria and the call's success, reads its data-collection items and
 * writes a summary and title, in one strict JSON answer; on the embedded retrieval engine, rules
 * read the items from the caller's words, quote a summary from the transcript and leave the
 * criteria "unknown", saying no model judged them. Running it again writes the same kind of result
 * and queues no event twice. When the model keeps failing, the analysis says so and the events go
 * out all the same.
 */
export const analyseConversationHandler: JobHandler = {
  async run({ ports, job }) {
    const subject = await subjectOf(ports, job.workspaceId, job.payload);
    if (!subject) return;
    const { conversation, criteria, items, model } = subject;
    const analysis = readsInstructions(model)
      ? await analyseWithModel(model, conversation.transcript, criteria, items)
      : analyseWithRules(conversation.transcript, criteria, items, model.id);
    await saveAnalysis(ports, conversation, analysis);
  },
  async onGaveUp({ ports, job }) {
    const subject = await subjectOf(ports, job.workspaceId, job.payload);
    if (!subject) return;
    const { conversation, criteria, items, model } = subject;
    const why = `The analysis model (${model.id}) did not answer after ${job.maxAttempts} attempts, so nothing was judged.`;
    await saveAnalysis(ports, conversation, {
      callSuccessful: "unknown",
      summary: why,
      title: null,
      criteria: Object.fromEntries(
        criteria.map((criterion) => [criterion.id, { result: "unknown", rationale: why }]),
      ),
      dataCollection: Object.fromEntries(
        items.map((item) => [item.id, { value: null, rationale: why, jsonSchema: itemSchema(item) }]),
      ),
    });
  },
};
