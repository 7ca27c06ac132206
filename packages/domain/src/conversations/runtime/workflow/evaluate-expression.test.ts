import type { WorkflowExpression } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { evaluateExpression, isTruthy } from "./evaluate-expression.ts";

const variable = (name: string): WorkflowExpression => ({ type: "dynamic_variable", name });
const text = (value: string): WorkflowExpression => ({ type: "string_literal", value });
const number = (value: number): WorkflowExpression => ({ type: "number_literal", value });
const op = (type: string, left: WorkflowExpression, right: WorkflowExpression) =>
  ({ type, left, right }) as WorkflowExpression;

describe("evaluateExpression", () => {
  const variables = { plan: "gold", age: "42", balance: 17.5, vip: "true", name: "Ada" };
  const value = (expression: WorkflowExpression) => evaluateExpression(expression, variables);

  it("reads literals and dynamic variables; a variable the conversation lacks is null", () => {
    expect(value(text("x"))).toBe("x");
    expect(value({ type: "boolean_literal", value: false })).toBe(false);
    expect(value({ type: "null_literal" })).toBeNull();
    expect(value(variable("plan"))).toBe("gold");
    expect(value(variable("missing"))).toBeNull();
  });

  it("compares numbers written as text as numbers, and booleans written as text as booleans", () => {
    expect(value(op("eq_operator", variable("plan"), text("gold")))).toBe(true);
    expect(value(op("eq_operator", variable("plan"), text("Gold")))).toBe(false);
    expect(value(op("eq_operator", variable("age"), number(42)))).toBe(true);
    expect(value(op("neq_operator", variable("age"), number(41)))).toBe(true);
    expect(value(op("eq_operator", variable("vip"), { type: "boolean_literal", value: true }))).toBe(true);
    expect(value(op("eq_operator", variable("missing"), { type: "null_literal" }))).toBe(true);
    expect(value(op("eq_operator", variable("missing"), text("")))).toBe(false);
    expect(value(op("gt_operator", variable("age"), number(40)))).toBe(true);
    expect(value(op("lte_operator", variable("balance"), number(17.5)))).toBe(true);
    expect(value(op("lt_operator", variable("name"), text("Bob")))).toBe(true);
    expect(value(op("gt_operator", variable("missing"), number(0)))).toBe(false);
  });

  it("does arithmetic on numbers, joins text with +, and gives null for what means nothing", () => {
    expect(value(op("add_operator", variable("age"), number(1)))).toBe(43);
    expect(value(op("sub_operator", variable("balance"), number(7.5)))).toBe(10);
    expect(value(op("mul_operator", number(3), number(4)))).toBe(12);
    expect(value(op("div_operator", number(1), number(4)))).toBe(0.25);
    expect(value(op("div_operator", number(1), number(0)))).toBeNull();
    expect(value(op("add_operator", text("Hi "), variable("name")))).toBe("Hi Ada");
    expect(value(op("mul_operator", variable("name"), number(2)))).toBeNull();
  });

  it("combines with and, or and the conditional operator", () => {
    const gold = op("eq_operator", variable("plan"), text("gold"));
    const young = op("lt_operator", variable("age"), number(30));
    expect(value({ type: "and_operator", children: [gold, young] })).toBe(false);
    expect(value({ type: "or_operator", children: [gold, young] })).toBe(true);
    expect(
      value({
        type: "conditional_operator",
        condition: young,
        trueExpression: text("a"),
        falseExpression: text("b"),
      }),
    ).toBe("b");
  });

  it("counts as true what a condition should: booleans (and their text), non-zero numbers, non-empty text", () => {
    expect([true, "true", 1, "no", -2].map(isTruthy)).toEqual([true, true, true, true, true]);
    expect([false, "false", 0, "", null].map(isTruthy)).toEqual([false, false, false, false, false]);
  });
});
