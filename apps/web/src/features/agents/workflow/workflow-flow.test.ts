import type { AgentWorkflow } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import {
  emptyCanvasState,
  type FlowView,
  flowEdgesOf,
  flowNodesOf,
  readNodeChanges,
  selectionAfter,
} from "./workflow-flow.ts";
import { uniqueNames } from "./workflow-names.ts";

function workflow(): AgentWorkflow {
  return {
    nodes: {
      start_node: { type: "start", position: { x: 0, y: 0 }, edge_order: ["e1"] },
      end: { type: "end", position: { x: 0, y: 200 }, edge_order: [], outcome: "success" },
    },
    edges: {
      e1: { source: "start_node", target: "end", forward_condition: { type: "unconditional" } },
      // Left over from an API edit: a node that is not there cannot be drawn.
      e2: { source: "end", target: "gone", forward_condition: null },
    },
    prevent_subagent_loops: false,
  };
}

function view(overrides: Partial<FlowView> = {}): FlowView {
  return {
    selection: null,
    textOf: (id) => ({
      kind: id === "end" ? "End" : "Start",
      title: id === "end" ? "End" : "Start",
      detail: "",
    }),
    conditionOf: (id) => (id === "e1" ? "Always" : "No condition"),
    problemNodes: new Set(),
    problemEdges: new Set(),
    readOnly: false,
    problemNote: "has a problem",
    edgeName: (from, to, condition) => `From ${from} to ${to}: ${condition}`,
    ...overrides,
  };
}

describe("the workflow on the canvas", () => {
  it("draws every node where the draft has it, the start node undeletable", () => {
    const nodes = flowNodesOf(workflow(), emptyCanvasState(), view({ problemNodes: new Set(["end"]) }));
    expect(
      nodes.map(({ id, position, deletable, data }) => ({ id, position, deletable, problem: data.problem })),
    ).toEqual([
      { id: "start_node", position: { x: 0, y: 0 }, deletable: false, problem: false },
      { id: "end", position: { x: 0, y: 200 }, deletable: true, problem: true },
    ]);
    expect(nodes[1]!.ariaLabel).toBe("End: End, has a problem");
  });

  it("draws only the edges whose nodes are there, labelled with their condition", () => {
    const edges = flowEdgesOf(workflow(), view({ selection: { kind: "edge", id: "e1" } }));
    expect(edges).toHaveLength(1);
    expect(edges[0]).toMatchObject({
      id: "e1",
      source: "start_node",
      target: "end",
      label: "Always",
      selected: true,
      ariaLabel: "From Start to End: Always",
    });
  });

  it("moves a dragged node on the canvas only, and into the draft where it is dropped", () => {
    const start = emptyCanvasState();
    const dragging = readNodeChanges(start, [
      { type: "position", id: "end", position: { x: 50, y: 210 }, dragging: true },
    ]);
    expect(dragging.moved).toEqual([]);
    expect(flowNodesOf(workflow(), dragging.canvas, view())[1]!.position).toEqual({ x: 50, y: 210 });

    const dropped = readNodeChanges(dragging.canvas, [{ type: "position", id: "end", dragging: false }]);
    expect(dropped.moved).toEqual([["end", { x: 50, y: 210 }]]);
    expect(dropped.canvas.dragging.size).toBe(0);

    // Moved with the arrow keys: straight to the draft.
    expect(
      readNodeChanges(start, [{ type: "position", id: "end", position: { x: 0, y: 205 } }]).moved,
    ).toEqual([["end", { x: 0, y: 205 }]]);
  });

  it("keeps measured sizes, without a new state when a size repeats", () => {
    const measured = readNodeChanges(emptyCanvasState(), [
      { type: "dimensions", id: "end", dimensions: { width: 140, height: 48 } },
    ]).canvas;
    expect(flowNodesOf(workflow(), measured, view())[1]!.measured).toEqual({ width: 140, height: 48 });
    const again = readNodeChanges(measured, [
      { type: "dimensions", id: "end", dimensions: { width: 140, height: 48 } },
    ]);
    expect(again.canvas).toBe(measured);
    expect(readNodeChanges(measured, [{ type: "remove", id: "end" }]).removed).toEqual(["end"]);
  });

  it("follows React Flow's selection across nodes and edges", () => {
    let selection = selectionAfter(null, [{ type: "select", id: "end", selected: true }], "node");
    expect(selection).toEqual({ kind: "node", id: "end" });
    // Clicking an edge: the edge is selected, whichever list of changes comes first.
    selection = selectionAfter(selection, [{ type: "select", id: "e1", selected: true }], "edge");
    selection = selectionAfter(selection, [{ type: "select", id: "end", selected: false }], "node");
    expect(selection).toEqual({ kind: "edge", id: "e1" });
    expect(selectionAfter(selection, [{ type: "remove", id: "e1" }], "edge")).toBeNull();
  });

  it("numbers nodes that share a name", () => {
    const names = uniqueNames([
      ["a", "Agent transfer"],
      ["b", "Billing"],
      ["c", "Agent transfer"],
    ]);
    expect([...names.values()]).toEqual(["Agent transfer 1", "Billing", "Agent transfer 2"]);
  });
});
