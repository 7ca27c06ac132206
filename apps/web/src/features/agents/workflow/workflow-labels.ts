import type { WorkflowCondition, WorkflowNode, WorkflowProblem } from "@chorus/contract";
import type { TFunction } from "i18next";
import { expressionText } from "./workflow-expression.ts";

/** Names the editor shows for what nodes point at (agents, tools), from the workspace's lists. */
export interface WorkflowNames {
  agent: (agentId: string) => string | undefined;
  tool: (toolId: string) => string | undefined;
}

export interface NodeText {
  /** The node's kind, in words ("Subagent"). */
  kind: string;
  /** What the node is called: its label, or its kind for nodes without one. */
  title: string;
  /** One line about what it does ("To Billing desk", "+14155550123"), if anything. */
  detail: string;
}

const shortened = (text: string, length = 60) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** How a node is named on the canvas, in the lists and in problems. */
export function nodeText(node: WorkflowNode, t: TFunction, names: WorkflowNames): NodeText {
  const kind = t(`agentWorkflow.kinds.${node.type}`);
  switch (node.type) {
    case "start":
    case "end":
      return {
        kind,
        title: kind,
        detail: node.type === "end" ? t(`agentWorkflow.fields.outcomes.${node.outcome}`) : "",
      };
    case "override_agent":
      return { kind, title: node.label || kind, detail: shortened(node.additional_prompt) };
    case "say":
      return {
        kind,
        title: node.label || kind,
        detail: shortened(node.message.type === "literal" ? node.message.text : node.message.prompt),
      };
    case "update_state":
      return {
        kind,
        title: node.label || kind,
        detail: node.updates.map((update) => update.variable_name).join(", "),
      };
    case "standalone_agent":
      return {
        kind,
        title: kind,
        detail: node.agent_id
          ? t("agentWorkflow.summary.toAgent", { name: names.agent(node.agent_id) ?? node.agent_id })
          : t("agentWorkflow.summary.noAgent"),
      };
    case "phone_number": {
      const destination = node.transfer_destination;
      const target = "phone_number" in destination ? destination.phone_number : destination.sip_uri;
      return { kind, title: kind, detail: target || t("agentWorkflow.summary.noNumber") };
    }
    case "tool":
      return {
        kind,
        title: kind,
        detail:
          node.tools.length > 0
            ? node.tools.map((tool) => names.tool(tool.tool_id) ?? tool.tool_id).join(", ")
            : t("agentWorkflow.summary.noTools"),
      };
  }
}

/** An edge's condition in a few words: its label when it has one, else what it tests. */
export function conditionText(condition: WorkflowCondition | null | undefined, t: TFunction): string {
  if (!condition) return t("agentWorkflow.summary.noCondition");
  if (condition.label) return condition.label;
  switch (condition.type) {
    case "unconditional":
      return t("agentWorkflow.summary.always");
    case "llm":
      return shortened(condition.condition, 48) || t("agentWorkflow.summary.noCondition");
    case "expression":
      return shortened(expressionText(condition.expression), 48);
    case "result":
      return t(condition.successful ? "agentWorkflow.summary.succeeded" : "agentWorkflow.summary.failed");
  }
}

/**
 * A problem of `workflowProblems` in the page's language, naming nodes and edges as the canvas shows
 * them (the contract's message is English and names ids).
 */
export function problemText(
  problem: WorkflowProblem,
  t: TFunction,
  name: { node: (nodeId: string) => string; edge: (edgeId: string) => string },
): string {
  return t(`agentWorkflow.problems.${problem.code}`, {
    node: problem.node_id === undefined ? "" : name.node(problem.node_id),
    edge: problem.edge_id === undefined ? "" : name.edge(problem.edge_id),
  });
}
