import { builtInSystemTools } from "@chorus/contract";
import type { LanguageModelTool, ParameterSpec } from "@chorus/domain";
import { contentTerms } from "../words.ts";
import { transferChoices } from "./plan-transfer.ts";

/** Tools the engine may call for a caller: the agent's own (webhook, client), not the system tools. */
export interface ToolSpec {
  tool: LanguageModelTool;
  /** "check order status" for `check_order_status`: how the engine speaks of it. */
  phrase: string;
  /** Stems of its name and of its description. */
  nameTerms: Set<string>;
  descriptionTerms: Set<string>;
  parameters: ParameterSpec[];
  required: Set<string>;
}

const systemToolNames = new Set<string>(builtInSystemTools);
/** Tools and parameters read at most: more than an agent has. */
const maxTools = 50;
const maxParameters = 30;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The tool's parameters as the engine reads them: top-level properties of its JSON schema. */
function parametersOf(schema: Record<string, unknown>): {
  parameters: ParameterSpec[];
  required: Set<string>;
} {
  const properties = schema.properties;
  const parameters: ParameterSpec[] = [];
  if (properties && typeof properties === "object") {
    for (const [name, raw] of Object.entries(properties).slice(0, maxParameters)) {
      const property = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
      const enumValues = Array.isArray(property.enum)
        ? property.enum.filter((v) => typeof v === "string")
        : undefined;
      parameters.push({
        name,
        type: textOf(property.type) || "string",
        description: textOf(property.description),
        ...(textOf(property.format) ? { format: textOf(property.format) } : {}),
        ...(enumValues?.length ? { enumValues } : {}),
      });
    }
  }
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((v) => typeof v === "string") : [],
  );
  return { parameters, required };
}

export function toolSpecsOf(tools: readonly LanguageModelTool[]): ToolSpec[] {
  return tools
    .filter((tool) => !systemToolNames.has(tool.name) && !transferChoices(tool))
    .slice(0, maxTools)
    .map((tool) => {
      const phrase = tool.name.replace(/[_-]+/g, " ").trim();
      return {
        tool,
        phrase,
        nameTerms: new Set(contentTerms(phrase)),
        descriptionTerms: new Set(contentTerms(tool.description)),
        ...parametersOf(tool.parameters),
      };
    });
}

/** How a parameter is asked for: "order number" for `order_number`, or its description when short. */
export function parameterPhrase(parameter: ParameterSpec): string {
  const named = parameter.name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return named.trim() || "details";
}
