import type { WorkflowToolLocator } from "@chorus/contract";
import { extractValue } from "../../../shared/extract-values.ts";
import type { VariableValue } from "../../dynamic-variables.ts";
import { type CallableTool, toolParametersSchema } from "../agent-tools.ts";

type Overrides = WorkflowToolLocator["schema_overrides"];

interface PropertySchema {
  type?: string;
  description?: string;
  format?: string;
  enum?: string[];
}

/**
 * The arguments a tool node gives one of its tools (issue 19 §3). No model chooses them: a node's
 * `schema_overrides` fix a parameter (a constant, a dynamic variable, or left out); otherwise a
 * dynamic variable of the parameter's name fills it, else what the caller's words give for it (the
 * rules the retrieval engine fills its tool parameters with). A parameter none of these fill is
 * left out, and the tool answers as it does to a missing value.
 */
export function toolNodeArguments(
  tool: CallableTool,
  overrides: Overrides,
  variables: Readonly<Record<string, VariableValue>>,
  callerWords: string | undefined,
): Record<string, unknown> {
  const properties = (toolParametersSchema(tool.config).properties ?? {}) as Record<string, PropertySchema>;
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const override = overrides?.[name];
    if (override?.source === "omit") continue;
    if (
      override?.source === "constant" &&
      override.constant_value !== undefined &&
      override.constant_value !== null
    ) {
      values[name] = override.constant_value;
      continue;
    }
    const variable = override?.source === "dynamic_variable" ? override.dynamic_variable : name;
    if (Object.hasOwn(variables, variable)) {
      values[name] = variables[variable];
      continue;
    }
    if (callerWords === undefined) continue;
    const extracted = extractValue(
      {
        name,
        type: property.type ?? "string",
        description: property.description ?? "",
        ...(property.format ? { format: property.format } : {}),
        ...(property.enum ? { enumValues: property.enum } : {}),
      },
      callerWords,
    );
    if (extracted !== undefined) values[name] = extracted;
  }
  return values;
}
