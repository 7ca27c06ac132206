import { AgentWorkflowSchema, workflowProblems } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import {
  canConnect,
  conditionOfType,
  connect,
  freePosition,
  newNode,
  newNodeId,
  removeNodes,
  startedWorkflow,
  startNodeId,
} from "./workflow-edits.ts";

const texts = { subagentLabel: "New subagent", sayLabel: "Message", sayText: "One moment." };

/** start → billing → end, built as the editor builds it. */
function billingWorkflow() {
  const workflow = startedWorkflow();
  workflow.nodes.billing = newNode("override_agent", { x: 0, y: 120.4 }, texts);
  workflow.nodes.done = newNode("end", { x: 0, y: 240 }, texts);
  connect(workflow, "edge_a", startNodeId, "billing");
  connect(workflow, "edge_b", "billing", "done");
  return workflow;
}

describe("the workflow editor's edits", () => {
  it("makes nodes the server stores unchanged, at whole-pixel positions", () => {
    for (const kind of [
      "override_agent",
      "standalone_agent",
      "phone_number",
      "tool",
      "say",
      "end",
    ] as const) {
      const node = newNode(kind, { x: 10.6, y: -3.2 }, texts);
      expect(node.position).toEqual({ x: 11, y: -3 });
      // The one field a new node leaves for the person to fill (the server requires it).
      if (node.type === "phone_number")
        node.transfer_destination = { type: "phone", phone_number: "+14155550123" };
      // What the server answers after a save is what the editor made: the draft stays clean.
      const parsed = AgentWorkflowSchema.parse({ nodes: { n: node } }).nodes.n;
      expect(parsed, kind).toEqual(node);
    }
  });

  it("joins the start unconditionally and asks for a condition elsewhere", () => {
    const workflow = billingWorkflow();
    expect(workflow.edges.edge_a!.forward_condition).toEqual({ type: "unconditional" });
    expect(workflow.edges.edge_b!.forward_condition).toBeNull();
    expect(workflow.nodes.billing!.edge_order).toEqual(["edge_b"]);
    expect(workflowProblems(workflow).map((problem) => [problem.code, problem.edge_id])).toEqual([
      ["edge_condition_missing", "edge_b"],
    ]);

    const llm = conditionOfType("llm", null);
    expect(llm).toEqual({ type: "llm", condition: "" });
    workflow.edges.edge_b!.forward_condition = { type: "llm", condition: "The caller asks about a bill" };
    expect(workflowProblems(workflow)).toEqual([]);
    expect(AgentWorkflowSchema.safeParse(workflow).success).toBe(true);
  });

  it("refuses joins out of an end, into the start, to itself and twice", () => {
    const workflow = billingWorkflow();
    expect(canConnect(workflow, "done", "billing")).toBe(false);
    expect(canConnect(workflow, "billing", startNodeId)).toBe(false);
    expect(canConnect(workflow, "billing", "billing")).toBe(false);
    expect(canConnect(workflow, startNodeId, "billing")).toBe(false);
    expect(canConnect(workflow, startNodeId, "done")).toBe(true);
    expect(canConnect(workflow, "billing", "nowhere")).toBe(false);
  });

  it("takes a node's edges away with it, and keeps the start node", () => {
    const workflow = billingWorkflow();
    removeNodes(workflow, ["billing", startNodeId]);
    expect(Object.keys(workflow.nodes)).toEqual([startNodeId, "done"]);
    expect(workflow.edges).toEqual({});
    expect(workflow.nodes[startNodeId]!.edge_order).toEqual([]);
    // What is left over shows as a problem: the end node can no longer be reached.
    expect(workflowProblems(workflow).map((problem) => [problem.code, problem.node_id])).toEqual([
      ["node_without_incoming_edge", "done"],
    ]);
  });

  it("keeps a condition's label when its kind changes, and the words of an llm condition", () => {
    const llm = { type: "llm" as const, label: "Billing", condition: "asks about a bill" };
    expect(conditionOfType("llm", llm)).toEqual(llm);
    expect(conditionOfType("result", llm)).toEqual({ type: "result", label: "Billing", successful: true });
    expect(conditionOfType("unconditional", null)).toEqual({ type: "unconditional" });
  });

  it("places a new node clear of the others and gives it an unused id", () => {
    const workflow = billingWorkflow();
    expect(freePosition(workflow, { x: 400, y: 0 })).toEqual({ x: 400, y: 0 });
    // Taken: beside, unless that is out of sight; then further down.
    expect(freePosition(workflow, { x: 0, y: 130 })).toEqual({ x: -220, y: 130 });
    const visible = { x: -50, y: -50, width: 400, height: 500 };
    expect(freePosition(workflow, { x: 0, y: 130 }, visible)).toEqual({ x: 0, y: 310 });
    const id = newNodeId(workflow);
    expect(id).toMatch(/^node_[0-9a-f]{12}$/);
    expect(Object.hasOwn(workflow.nodes, id)).toBe(false);
  });
});
