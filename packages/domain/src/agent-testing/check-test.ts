import { messages, type TestRequest } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";
import type { AgentTestBody } from "./agent-test-records.ts";

/**
 * The rules of a test beyond its shape: LLM and tool tests judge the agent's next reply, so their
 * conversation must end with a user message (spec 001 §7); an LLM test needs its success condition,
 * a simulation test at least one.
 */
export function checkTest(request: TestRequest): AgentTestBody {
  const { name: _name, parent_folder_id: _parent, ...body } = request;
  if (body.type !== "simulation") {
    const history = body.chat_history ?? [];
    if (history.at(-1)?.role !== "user" || !history.at(-1)?.message?.trim())
      throw DomainError.invalidField(["body", "chat_history"], messages.agentTestEndsWithUserMessage);
  }
  if (body.type === "llm" && !body.success_condition?.trim())
    throw DomainError.invalidField(["body", "success_condition"], messages.agentTestNeedsCondition);
  if (
    body.type === "simulation" &&
    !body.success_condition?.trim() &&
    !(body.success_conditions ?? []).some((condition) => condition.trim())
  )
    throw DomainError.invalidField(
      ["body", "success_conditions"],
      messages.agentTestNeedsSimulationCondition,
    );
  return body;
}
