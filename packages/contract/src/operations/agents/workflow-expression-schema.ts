import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { workflowLimits } from "../../catalogues/workflow-limits.ts";
import { messages } from "../../errors/messages.ts";

/**
 * The expressions of workflow conditions and state updates: the SDK's `AstNodeInput`, a small
 * closed set of literals, dynamic variables and operators that the runtime evaluates itself (no
 * `eval`). The hosted product's `llm` node (a value a model makes up) is refused with a message:
 * an edge asks a model through an `llm` condition instead.
 */

export const workflowBinaryOperators = [
  "eq_operator",
  "neq_operator",
  "gt_operator",
  "gte_operator",
  "lt_operator",
  "lte_operator",
  "add_operator",
  "sub_operator",
  "mul_operator",
  "div_operator",
] as const;

export type WorkflowBinaryOperator = (typeof workflowBinaryOperators)[number];

export type WorkflowExpression =
  | { type: "string_literal"; value: string }
  | { type: "number_literal"; value: number }
  | { type: "boolean_literal"; value: boolean }
  | { type: "null_literal" }
  | { type: "dynamic_variable"; name: string }
  | { type: WorkflowBinaryOperator; left: WorkflowExpression; right: WorkflowExpression }
  | { type: "and_operator" | "or_operator"; children: WorkflowExpression[] }
  | {
      type: "conditional_operator";
      condition: WorkflowExpression;
      /** The SDK's wire names are camelCase here. */
      trueExpression: WorkflowExpression;
      falseExpression: WorkflowExpression;
    };

/** One reference to the recursive schema, so the bounds walk and the size measure see it once. */
const operand: z.ZodType<WorkflowExpression> = z.lazy(() => WorkflowExpressionNodeSchema);

const variableName = z
  .string()
  .min(1)
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, messages.toolDynamicVariableInvalid);

const WorkflowExpressionNodeSchema: z.ZodType<WorkflowExpression> = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("string_literal"),
      value: z.string().max(workflowLimits.expressionStringCharacters),
    }),
    z.object({ type: z.literal("number_literal"), value: z.number() }),
    z.object({ type: z.literal("boolean_literal"), value: z.boolean() }),
    z.object({ type: z.literal("null_literal") }),
    z.object({ type: z.literal("dynamic_variable"), name: variableName }),
    z.object({ type: z.enum(workflowBinaryOperators), left: operand, right: operand }),
    z.object({
      type: z.enum(["and_operator", "or_operator"]),
      children: z.array(operand).min(1).max(workflowLimits.expressionChildren),
    }),
    z.object({
      type: z.literal("conditional_operator"),
      condition: operand,
      trueExpression: operand,
      falseExpression: operand,
    }),
    z.object({ type: z.literal("llm") }).refine(() => false, messages.workflowLlmExpressionUnsupported),
  ])
  // The refused `llm` node never gets through, so what parses is a WorkflowExpression.
  .meta({ id: "WorkflowExpression" }) as unknown as z.ZodType<WorkflowExpression>;

/** The operands of an expression node (none for a literal or a variable). */
export function expressionOperands(node: WorkflowExpression): WorkflowExpression[] {
  if ("children" in node) return node.children;
  if ("left" in node) return [node.left, node.right];
  if ("condition" in node) return [node.condition, node.trueExpression, node.falseExpression];
  return [];
}

/** Levels and nodes of an expression, walked without recursion (the schema checks them after parsing). */
export function measureExpression(root: WorkflowExpression): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const pending: [WorkflowExpression, number][] = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, level] = next;
    nodes += 1;
    depth = Math.max(depth, level);
    for (const child of expressionOperands(node)) pending.push([child, level + 1]);
  }
  return { depth, nodes };
}

/** A whole expression (a condition's or a state update's), no deeper or larger than the limits. */
export const WorkflowExpressionSchema = operand.superRefine((expression, context) => {
  const { depth, nodes } = measureExpression(expression);
  if (depth > workflowLimits.expressionDepth)
    context.addIssue({
      code: "custom",
      message: messages.workflowExpressionTooDeep(workflowLimits.expressionDepth),
    });
  else if (nodes > workflowLimits.expressionNodes)
    context.addIssue({
      code: "custom",
      message: messages.workflowExpressionTooLarge(workflowLimits.expressionNodes),
    });
});
