import type { WorkflowExpression } from "@chorus/contract";
import type { VariableValue } from "../../dynamic-variables.ts";

export type ExpressionValue = string | number | boolean | null;

/** A number the value stands for: a number, or a string that is one ("42", " 3.5 "); else undefined. */
function numeric(value: ExpressionValue): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** "true" and "false" as a dynamic variable's text mean the booleans (clients send text). */
function booleanOf(value: ExpressionValue): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

/**
 * Whether a value counts as true where a condition is read: a boolean (or its text), a number
 * other than 0, any other non-empty text; null never.
 */
export function isTruthy(value: ExpressionValue): boolean {
  const flag = booleanOf(value);
  if (flag !== undefined) return flag;
  if (typeof value === "number") return value !== 0;
  return typeof value === "string" && value !== "";
}

/**
 * Equality as a caller's variables need it: the same value, or the same number written as text
 * (`"5"` equals 5), or the same boolean written as text; null equals only null.
 */
function equal(left: ExpressionValue, right: ExpressionValue): boolean {
  if (left === right) return true;
  if (left === null || right === null) return false;
  if (typeof left === "number" || typeof right === "number") {
    const [a, b] = [numeric(left), numeric(right)];
    return a !== undefined && a === b;
  }
  if (typeof left === "boolean" || typeof right === "boolean") {
    const [a, b] = [booleanOf(left), booleanOf(right)];
    return a !== undefined && a === b;
  }
  return false;
}

/** Orders numbers (or numeric texts) and texts among themselves; anything else compares false. */
function compare(left: ExpressionValue, right: ExpressionValue): number | undefined {
  const [a, b] = [numeric(left), numeric(right)];
  if (a !== undefined && b !== undefined) return a - b;
  if (typeof left === "string" && typeof right === "string") return left < right ? -1 : left > right ? 1 : 0;
  return undefined;
}

/** Arithmetic on numbers; `+` joins texts when either side is text that is not a number. */
function arithmetic(type: string, left: ExpressionValue, right: ExpressionValue): ExpressionValue {
  const [a, b] = [numeric(left), numeric(right)];
  if (a === undefined || b === undefined) {
    if (type === "add_operator" && (typeof left === "string" || typeof right === "string"))
      return `${left ?? ""}${right ?? ""}`;
    return null;
  }
  switch (type) {
    case "add_operator":
      return a + b;
    case "sub_operator":
      return a - b;
    case "mul_operator":
      return a * b;
    default:
      return b === 0 ? null : a / b;
  }
}

/**
 * The value of a workflow expression over the conversation's dynamic variables (issue 19 §3): a
 * closed set of literals, variables and operators, evaluated here (no `eval`). A variable the
 * conversation does not have is null; an operation that means nothing (dividing by zero, a sum of a
 * number and null) is null. The schema bounds an expression to 10 levels and 100 parts, so the
 * recursion is shallow and the work small.
 */
export function evaluateExpression(
  expression: WorkflowExpression,
  variables: Readonly<Record<string, VariableValue>>,
): ExpressionValue {
  const value = (node: WorkflowExpression) => evaluateExpression(node, variables);
  switch (expression.type) {
    case "string_literal":
    case "number_literal":
    case "boolean_literal":
      return expression.value;
    case "null_literal":
      return null;
    case "dynamic_variable":
      return Object.hasOwn(variables, expression.name) ? variables[expression.name]! : null;
    case "and_operator":
      return expression.children.every((child) => isTruthy(value(child)));
    case "or_operator":
      return expression.children.some((child) => isTruthy(value(child)));
    case "conditional_operator":
      return isTruthy(value(expression.condition))
        ? value(expression.trueExpression)
        : value(expression.falseExpression);
    case "eq_operator":
      return equal(value(expression.left), value(expression.right));
    case "neq_operator":
      return !equal(value(expression.left), value(expression.right));
    case "gt_operator":
    case "gte_operator":
    case "lt_operator":
    case "lte_operator": {
      const order = compare(value(expression.left), value(expression.right));
      if (order === undefined) return false;
      if (expression.type === "gt_operator") return order > 0;
      if (expression.type === "gte_operator") return order >= 0;
      if (expression.type === "lt_operator") return order < 0;
      return order <= 0;
    }
    default:
      return arithmetic(expression.type, value(expression.left), value(expression.right));
  }
}
