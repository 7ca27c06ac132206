import { describe, expect, it } from "vitest";
import { meetsCondition, planTransfer } from "./plan-transfer.ts";

const transferTool = {
  name: "transfer_to_agent",
  description: "Hand the conversation to another agent.",
  parameters: {
    type: "object",
    properties: {
      agent_number: {
        type: "integer",
        oneOf: [
          { const: 0, description: "The caller asks about billing, invoices or refunds" },
          { const: 1, description: "The caller wants to book a table at the restaurant for dinner" },
        ],
      },
    },
  },
};

describe("the embedded engine's transfers", () => {
  it("picks the transfer whose condition the caller's words meet", () => {
    expect(planTransfer([transferTool], "I have a question about a refund")).toEqual({
      name: "transfer_to_agent",
      arguments: { agent_number: 0 },
    });
    expect(planTransfer([transferTool], "Can I book a table for dinner tonight?")).toEqual({
      name: "transfer_to_agent",
      arguments: { agent_number: 1 },
    });
  });

  it("does not transfer on the words every condition is written with, nor on one word of a long condition", () => {
    expect(planTransfer([transferTool], "I want to ask a question")).toBeUndefined();
    expect(planTransfer([transferTool], "Is the restaurant open?")).toBeUndefined();
    expect(planTransfer([], "refund please")).toBeUndefined();
  });

  it("judges a workflow condition by the same rule", () => {
    const condition = "the caller asks about a bill or invoice";
    expect(meetsCondition(condition, "When do you send the invoices?")).toBe(true);
    expect(meetsCondition(condition, "I want to ask a question")).toBe(false);
    expect(
      meetsCondition(
        "The caller wants to book a table at the restaurant for dinner",
        "Is the restaurant open?",
      ),
    ).toBe(false);
  });
});
