import type { VariableValue } from "../dynamic-variables.ts";

export interface ToolAssignment {
  dynamic_variable: string;
  value_path: string;
}

/** `data.items[0].id` or `data.items.0.id` as steps; a leading `$.` or `response.` is allowed. */
function stepsOf(path: string): string[] {
  return path
    .replace(/^\$\.?/, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean);
}

/** The value at a path of a JSON value; undefined when the path leads nowhere. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const step of stepsOf(path)) {
    if (Array.isArray(current) && /^\d+$/.test(step)) current = current[Number(step)];
    else if (typeof current === "object" && current !== null && Object.hasOwn(current, step))
      current = (current as Record<string, unknown>)[step];
    else return undefined;
  }
  return current;
}

/** A response's text as JSON, or undefined when it is not JSON. */
export function parsedResponse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The dynamic variables a tool's answer sets (`assignments`): each path read from the JSON answer,
 * kept as a string, number or boolean (objects and lists as JSON text); a path the answer does not
 * have sets nothing. The variables hold for the rest of the call.
 */
export function assignedVariables(
  assignments: readonly ToolAssignment[],
  response: unknown,
): Record<string, VariableValue> {
  const assigned: Record<string, VariableValue> = {};
  for (const assignment of assignments) {
    const value = valueAtPath(response, assignment.value_path);
    if (value === undefined || value === null) continue;
    assigned[assignment.dynamic_variable] =
      typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? value
        : JSON.stringify(value);
  }
  return assigned;
}
