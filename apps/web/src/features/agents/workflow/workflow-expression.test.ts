import { type WorkflowExpression, WorkflowExpressionSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { comparisonOf, expressionOf, expressionText } from "./workflow-expression.ts";

describe("the expression builder", () => {
  it("builds the AST the contract accepts, and reads it back", () => {
    const built = expressionOf({ variable: " caller_tier ", operator: "eq", kind: "string", value: "gold" });
    expect(built).toEqual({
      type: "eq_operator",
      left: { type: "dynamic_variable", name: "caller_tier" },
      right: { type: "string_literal", value: "gold" },
    });
    expect(WorkflowExpressionSchema.safeParse(built).success).toBe(true);
    expect(comparisonOf(built!)).toEqual({
      variable: "caller_tier",
      operator: "eq",
      kind: "string",
      value: "gold",
    });

    const visits = expressionOf({ variable: "visits", operator: "gte", kind: "number", value: "2.5" })!;
    expect(visits).toMatchObject({ type: "gte_operator", right: { type: "number_literal", value: 2.5 } });
    expect(comparisonOf(visits)).toMatchObject({ kind: "number", value: "2.5" });

    const member = expressionOf({ variable: "member", operator: "neq", kind: "boolean", value: "false" })!;
    expect(member).toMatchObject({ type: "neq_operator", right: { type: "boolean_literal", value: false } });
  });

  it("writes nothing for a number that does not read as one", () => {
    expect(expressionOf({ variable: "visits", operator: "gt", kind: "number", value: "three" })).toBeNull();
    expect(expressionOf({ variable: "visits", operator: "gt", kind: "number", value: "" })).toBeNull();
  });

  it("reads a comparison written the other way round with the variable first", () => {
    const reversed: WorkflowExpression = {
      type: "lt_operator",
      left: { type: "number_literal", value: 5 },
      right: { type: "dynamic_variable", name: "count" },
    };
    expect(comparisonOf(reversed)).toEqual({ variable: "count", operator: "gt", kind: "number", value: "5" });
  });

  it("leaves other shapes to the text view, which brackets what is nested", () => {
    const either: WorkflowExpression = {
      type: "or_operator",
      children: [
        {
          type: "eq_operator",
          left: { type: "dynamic_variable", name: "tier" },
          right: { type: "string_literal", value: "gold" },
        },
        {
          type: "gt_operator",
          left: {
            type: "add_operator",
            left: { type: "dynamic_variable", name: "visits" },
            right: { type: "number_literal", value: 1 },
          },
          right: { type: "number_literal", value: 3 },
        },
      ],
    };
    expect(comparisonOf(either)).toBeNull();
    expect(expressionText(either)).toBe('tier = "gold" || (visits + 1) > 3');
  });
});
