import { describe, expect, it } from "vitest";
import { argumentsWithOverrides } from "./call-mcp-tool.ts";
import { mcpToolApproval, mcpToolHash } from "./tool-approval-status.ts";

const weather = {
  name: "get_weather",
  description: "Tells the weather.",
  inputSchema: { type: "object", properties: { city: { type: "string" } } },
};

describe("MCP tool approvals", () => {
  it("hashes a tool's description and schema whatever the order of its keys", () => {
    expect(mcpToolHash("x", { a: 1, b: { c: 2, d: 3 } })).toBe(mcpToolHash("x", { b: { d: 3, c: 2 }, a: 1 }));
    expect(mcpToolHash("x", { a: 1 })).not.toBe(mcpToolHash("y", { a: 1 }));
  });

  it("follows the server's policy, and per tool the approval of the tool as it is described now", () => {
    const none = { tool_approval_hashes: [] };
    expect(mcpToolApproval({ approval_policy: "auto_approve_all", ...none }, weather)).toEqual({
      state: "up_to_date",
      policy: "auto_approved",
    });
    expect(mcpToolApproval({ approval_policy: "require_approval_all", ...none }, weather).policy).toBe(
      "requires_approval",
    );
    const perTool = (hash: string) => ({
      approval_policy: "require_approval_per_tool" as const,
      tool_approval_hashes: [
        { tool_name: "get_weather", tool_hash: hash, approval_policy: "auto_approved" as const },
      ],
    });
    const current = mcpToolHash(weather.description, weather.inputSchema);
    expect(mcpToolApproval(perTool(current), weather)).toEqual({
      state: "up_to_date",
      policy: "auto_approved",
    });
    expect(mcpToolApproval(perTool("stale"), weather)).toEqual({
      state: "needs_review",
      policy: "requires_approval",
    });
    expect(mcpToolApproval(perTool(current), { ...weather, name: "add" })).toEqual({
      state: "not_approved",
      policy: "requires_approval",
    });
  });
});

describe("MCP tool input overrides", () => {
  it("puts constants and variables in place of the model's values and leaves omitted ones out", () => {
    const overrides = {
      tool_name: "get_weather",
      input_overrides: {
        city: { source: "constant" as const, constant_value: "Oslo" },
        user: { source: "dynamic_variable" as const, dynamic_variable: "caller" },
        secret: { source: "omit" as const },
        note: { source: "llm" as const },
      },
    };
    expect(
      argumentsWithOverrides({ city: "Paris", secret: "x", note: "kept" }, overrides, { caller: "ada" }),
    ).toEqual({ city: "Oslo", user: "ada", note: "kept" });
    expect(argumentsWithOverrides({ city: "Paris" }, undefined, undefined)).toEqual({ city: "Paris" });
  });
});
