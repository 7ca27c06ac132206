import { describe, expect, it } from "vitest";
import { assignedVariables, parsedResponse, valueAtPath } from "./tool-assignments.ts";

describe("assignments of a tool's answer to dynamic variables", () => {
  const answer = {
    order: { status: "shipped", total: 42.5, paid: true, lines: [{ sku: "A1" }, { sku: "B2" }] },
  };

  it("reads dotted and indexed paths", () => {
    expect(valueAtPath(answer, "order.status")).toBe("shipped");
    expect(valueAtPath(answer, "order.lines[1].sku")).toBe("B2");
    expect(valueAtPath(answer, "$.order.lines.0.sku")).toBe("A1");
    expect(valueAtPath(answer, "order.missing.deeper")).toBeUndefined();
    expect(valueAtPath(answer, "order.toString")).toBeUndefined();
  });

  it("sets strings, numbers and booleans as they are, objects as JSON, and nothing for a missing path", () => {
    expect(
      assignedVariables(
        [
          { dynamic_variable: "status", value_path: "order.status" },
          { dynamic_variable: "total", value_path: "order.total" },
          { dynamic_variable: "paid", value_path: "order.paid" },
          { dynamic_variable: "first", value_path: "order.lines[0]" },
          { dynamic_variable: "gone", value_path: "order.gone" },
        ],
        answer,
      ),
    ).toEqual({ status: "shipped", total: 42.5, paid: true, first: '{"sku":"A1"}' });
    expect(parsedResponse("not json")).toBeUndefined();
    expect(parsedResponse('{"a":1}')).toEqual({ a: 1 });
  });
});
