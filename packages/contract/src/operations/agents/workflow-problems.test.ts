import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.ts";
import { workflowProblemLocation, workflowProblems } from "./workflow-problems.ts";
import { type AgentWorkflowInput, AgentWorkflowSchema } from "./workflow-schema.ts";

const always = { type: "unconditional" } as const;
const asks = (condition: string) => ({ type: "llm", condition }) as const;

/** start → billing (llm) → end (unconditional): a workflow that can run. */
function billingWorkflow(): AgentWorkflowInput {
  return {
    nodes: {
      start: { type: "start" },
      billing: { type: "override_agent", label: "Billing", additional_prompt: "Invoices go out monthly." },
      end: { type: "end" },
    },
    edges: {
      to_billing: {
        source: "start",
        target: "billing",
        forward_condition: asks("the caller asks about a bill"),
      },
      to_end: { source: "billing", target: "end", forward_condition: always },
    },
  };
}

const codes = (workflow: AgentWorkflowInput, agentId?: string) =>
  workflowProblems(AgentWorkflowSchema.parse(workflow), agentId ? { agentId } : {}).map((problem) => [
    problem.code,
    problem.node_id ?? problem.edge_id ?? null,
  ]);

describe("workflowProblems", () => {
  it("finds nothing wrong with a runnable workflow, nor with an empty one", () => {
    expect(codes(billingWorkflow())).toEqual([]);
    expect(workflowProblems({})).toEqual([]);
  });

  it("needs exactly one start node", () => {
    const none = billingWorkflow();
    none.nodes!.start = { type: "say", label: "Hi", message: { type: "literal", text: "Hello" } };
    expect(codes(none)[0]).toEqual(["start_node_missing", null]);

    const two = billingWorkflow();
    two.nodes!.again = { type: "start" };
    const problems = workflowProblems(AgentWorkflowSchema.parse(two));
    expect(problems[0]).toEqual({
      code: "start_node_duplicate",
      node_id: "again",
      message: messages.workflowStartNodeDuplicate("again"),
    });
  });

  it("names edges to nodes that are not there", () => {
    const workflow = billingWorkflow();
    workflow.edges!.lost = { source: "billing", target: "nowhere", forward_condition: asks("lost") };
    expect(codes(workflow)).toEqual([["edge_node_unknown", "nowhere"]]);
    expect(workflowProblemLocation(workflowProblems(AgentWorkflowSchema.parse(workflow))[0]!)).toEqual([
      "body",
      "workflow",
      "edges",
      "lost",
    ]);
  });

  it("finds nodes no edge leads to, and nodes the start cannot reach", () => {
    const workflow = billingWorkflow();
    workflow.nodes!.island = { type: "end" };
    workflow.nodes!.loop_a = { type: "override_agent", label: "A" };
    workflow.nodes!.loop_b = { type: "override_agent", label: "B" };
    workflow.edges!.a_to_b = { source: "loop_a", target: "loop_b", forward_condition: always };
    workflow.edges!.b_to_a = { source: "loop_b", target: "loop_a", forward_condition: asks("back") };
    expect(codes(workflow)).toEqual([
      ["node_without_incoming_edge", "island"],
      ["node_unreachable", "loop_a"],
      ["node_unreachable", "loop_b"],
    ]);
  });

  it("reaches a node back along an edge with a backward condition", () => {
    const workflow = billingWorkflow();
    workflow.nodes!.help = { type: "override_agent", label: "Help" };
    workflow.edges!.help_to_billing = {
      source: "help",
      target: "billing",
      forward_condition: asks("help"),
      backward_condition: asks("the caller needs help"),
    };
    expect(codes(workflow)).toEqual([]);
  });

  it("needs a condition on every edge, and at most one unconditional edge out of a node", () => {
    const workflow = billingWorkflow();
    workflow.edges!.to_billing!.forward_condition = null;
    workflow.edges!.also_end = { source: "billing", target: "end", forward_condition: always };
    const problems = workflowProblems(AgentWorkflowSchema.parse(workflow));
    expect(problems.map((problem) => [problem.code, problem.edge_id])).toEqual([
      ["edge_condition_missing", "to_billing"],
      ["unconditional_edge_duplicate", "also_end"],
    ]);
    expect(problems[0]!.message).toBe(messages.workflowEdgeConditionMissing("to_billing"));
    expect(workflowProblemLocation(problems[0]!)).toEqual([
      "body",
      "workflow",
      "edges",
      "to_billing",
      "forward_condition",
    ]);
  });

  it("refuses edges out of an end node and an edge order naming another node's edge", () => {
    const workflow = billingWorkflow();
    workflow.edges!.after_end = { source: "end", target: "billing", forward_condition: asks("again") };
    workflow.nodes!.start = { type: "start", edge_order: ["to_end"] };
    expect(codes(workflow)).toEqual([
      ["end_node_outgoing_edge", "end"],
      ["edge_order_unknown", "start"],
    ]);
  });

  it("asks which agent a standalone-agent node hands over to", () => {
    const workflow = billingWorkflow();
    workflow.nodes!.billing = { type: "standalone_agent" };
    expect(codes(workflow)).toEqual([["standalone_agent_missing", "billing"]]);
  });

  it("with prevent_subagent_loops, refuses a cycle through an agent node and a hand-over to the agent itself", () => {
    const workflow = billingWorkflow();
    workflow.edges!.back = { source: "billing", target: "start", forward_condition: asks("start over") };
    expect(codes(workflow)).toEqual([]);
    workflow.prevent_subagent_loops = true;
    expect(codes(workflow)).toEqual([["subagent_loop", "billing"]]);

    const handsBack = billingWorkflow();
    handsBack.prevent_subagent_loops = true;
    handsBack.nodes!.billing = { type: "standalone_agent", agent_id: "agent_self" };
    expect(codes(handsBack, "agent_other")).toEqual([]);
    expect(codes(handsBack, "agent_self")).toEqual([["subagent_loop", "billing"]]);
  });

  it("finds a loop through a backward condition and a self-loop", () => {
    const workflow = billingWorkflow();
    workflow.prevent_subagent_loops = true;
    workflow.edges!.to_billing!.backward_condition = asks("the caller wants to start over");
    expect(codes(workflow)).toEqual([["subagent_loop", "billing"]]);

    const selfLoop = billingWorkflow();
    selfLoop.prevent_subagent_loops = true;
    selfLoop.edges!.again = { source: "billing", target: "billing", forward_condition: asks("again") };
    expect(codes(selfLoop)).toEqual([["subagent_loop", "billing"]]);
  });
});

describe("AgentWorkflowSchema", () => {
  it("fills every field the SDK's response model requires", () => {
    const parsed = AgentWorkflowSchema.parse(billingWorkflow());
    expect(parsed.prevent_subagent_loops).toBe(false);
    expect(parsed.nodes.start).toEqual({ type: "start", position: { x: 0, y: 0 }, edge_order: [] });
    expect(parsed.nodes.billing).toMatchObject({
      conversation_config: {},
      additional_knowledge_base: [],
      additional_tool_ids: [],
      entry_behavior: "auto",
    });
    expect(parsed.nodes.end).toMatchObject({ outcome: "success" });
  });

  it("bounds expressions and refuses language-model values in them", () => {
    let deep: unknown = { type: "boolean_literal", value: true };
    for (let level = 0; level < 10; level++) deep = { type: "and_operator", children: [deep] };
    const withExpression = (expression: unknown) =>
      AgentWorkflowSchema.safeParse({
        nodes: { start: { type: "start" }, end: { type: "end" } },
        edges: {
          e: { source: "start", target: "end", forward_condition: { type: "expression", expression } },
        },
      });
    const tooDeep = withExpression(deep);
    expect(tooDeep.success).toBe(false);
    expect(tooDeep.error?.issues[0]?.message).toBe(messages.workflowExpressionTooDeep(10));
    const llm = withExpression({ type: "llm", prompt: "a number" });
    expect(llm.error?.issues.map((issue) => issue.message)).toContain(
      messages.workflowLlmExpressionUnsupported,
    );
    expect(
      withExpression({
        type: "eq_operator",
        left: { type: "dynamic_variable", name: "plan" },
        right: { type: "string_literal", value: "gold" },
      }).success,
    ).toBe(true);
  });
});
