import type { WorkflowExpression } from "@chorus/contract";

/** The comparisons the editor's builder offers (the AST's other operators are kept, not built). */
export const comparisonOperators = ["eq", "neq", "gt", "gte", "lt", "lte"] as const;
export type ComparisonOperator = (typeof comparisonOperators)[number];

/** What the value on the right is read as. */
export const comparisonValueKinds = ["string", "number", "boolean"] as const;
export type ComparisonValueKind = (typeof comparisonValueKinds)[number];

/** "variable — operator — value": the one shape of expression the builder edits. */
export interface Comparison {
  variable: string;
  operator: ComparisonOperator;
  kind: ComparisonValueKind;
  /** As typed: a number's digits, "true"/"false" for a yes/no. */
  value: string;
}

export const emptyComparison = (): Comparison => ({
  variable: "",
  operator: "eq",
  kind: "string",
  value: "",
});

/** The dynamic variables' naming rule (the contract refuses other names). */
export const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

function literalOf(kind: ComparisonValueKind, value: string): WorkflowExpression | null {
  if (kind === "string") return { type: "string_literal", value };
  if (kind === "boolean") return { type: "boolean_literal", value: value === "true" };
  const number = value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? { type: "number_literal", value: number } : null;
}

/**
 * The AST of a comparison: `{ <op>_operator, left: dynamic_variable, right: literal }`; null when
 * the value does not read as its kind (a number). The variable's name is kept as typed: the field
 * says when it breaks `variableNamePattern`, and the server refuses it.
 */
export function expressionOf(comparison: Comparison): WorkflowExpression | null {
  const right = literalOf(comparison.kind, comparison.value);
  if (!right) return null;
  const left = { type: "dynamic_variable", name: comparison.variable.trim() } as const;
  return { type: `${comparison.operator}_operator`, left, right };
}

/** The value a comparison starts with when its kind is chosen. */
export const initialValue = (kind: ComparisonValueKind) =>
  kind === "number" ? "0" : kind === "boolean" ? "true" : "";

const operatorOfType = new Map<string, ComparisonOperator>(
  comparisonOperators.map((operator) => [`${operator}_operator`, operator]),
);

/**
 * The comparison an expression is, when it has the builder's shape (either side may hold the
 * variable); null for anything else (and/or, arithmetic …), which the editor shows read-only.
 */
export function comparisonOf(expression: WorkflowExpression): Comparison | null {
  const operator = operatorOfType.get(expression.type);
  if (!operator || !("left" in expression)) return null;
  const { left, right } = expression;
  // `5 < count` reads as `count > 5`: the builder always puts the variable first.
  if (left.type !== "dynamic_variable" && right.type === "dynamic_variable") {
    const mirrored = { eq: "eq", neq: "neq", gt: "lt", gte: "lte", lt: "gt", lte: "gte" } as const;
    return comparisonOf({ type: `${mirrored[operator]}_operator`, left: right, right: left });
  }
  if (left.type !== "dynamic_variable") return null;
  if (right.type === "string_literal")
    return { variable: left.name, operator, kind: "string", value: right.value };
  if (right.type === "number_literal")
    return { variable: left.name, operator, kind: "number", value: String(right.value) };
  if (right.type === "boolean_literal")
    return { variable: left.name, operator, kind: "boolean", value: String(right.value) };
  return null;
}

const symbols: Record<string, string> = {
  eq_operator: "=",
  neq_operator: "≠",
  gt_operator: ">",
  gte_operator: "≥",
  lt_operator: "<",
  lte_operator: "≤",
  add_operator: "+",
  sub_operator: "−",
  mul_operator: "×",
  div_operator: "÷",
  and_operator: "&&",
  or_operator: "||",
};

/**
 * An expression as one line of text for labels (`tier = "gold" && visits ≥ 3`). The contract bounds
 * expressions to 10 levels, so the recursion is shallow; operands of and/or are bracketed when
 * they are not simple.
 */
export function expressionText(expression: WorkflowExpression): string {
  switch (expression.type) {
    case "string_literal":
      return JSON.stringify(expression.value);
    case "number_literal":
    case "boolean_literal":
      return String(expression.value);
    case "null_literal":
      return "null";
    case "dynamic_variable":
      return expression.name;
    case "and_operator":
    case "or_operator":
      return expression.children
        .map((child) => ("children" in child ? `(${expressionText(child)})` : expressionText(child)))
        .join(` ${symbols[expression.type]} `);
    case "conditional_operator":
      return `${expressionText(expression.condition)} ? ${expressionText(expression.trueExpression)} : ${expressionText(expression.falseExpression)}`;
    default:
      return `${operandText(expression.left)} ${symbols[expression.type]} ${operandText(expression.right)}`;
  }
}

const operandText = (operand: WorkflowExpression) =>
  "left" in operand || "children" in operand || "condition" in operand
    ? `(${expressionText(operand)})`
    : expressionText(operand);
