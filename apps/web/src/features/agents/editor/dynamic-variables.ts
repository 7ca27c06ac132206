import type { ConversationConfig } from "@chorus/contract";

export type DynamicVariableKind = "plain" | "secret" | "system";

export interface DynamicVariableEntry {
  name: string;
  kind: DynamicVariableKind;
  /** Written as `{{name}}` in the prompt or a first message. */
  used: boolean;
  /** Its default (`dynamic_variable_placeholders`); undefined when the caller must send it. */
  value: string | number | boolean | undefined;
}

const reference = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** `secret__…` variables never reach the model or the caller; `system__…` ones Chorus fills in. */
export function variableKind(name: string): DynamicVariableKind {
  if (name.startsWith("secret__")) return "secret";
  if (name.startsWith("system__")) return "system";
  return "plain";
}

/** The names written as `{{name}}` in a text, in order of first use. */
export function referencedVariables(text: string): string[] {
  return [...new Set([...text.matchAll(reference)].map((match) => match[1]!))];
}

/**
 * The agent's dynamic variables: every `{{name}}` of the system prompt, the first message and the
 * additional languages' texts, then the defaults of variables no longer written anywhere (so they
 * can be removed).
 */
export function dynamicVariables(config: ConversationConfig): DynamicVariableEntry[] {
  const texts = [
    config.agent.prompt.prompt,
    config.agent.first_message,
    ...Object.values(config.language_presets).flatMap((preset) => [
      preset.overrides.agent?.first_message ?? "",
      preset.overrides.agent?.prompt?.prompt ?? "",
    ]),
  ];
  const used = referencedVariables(texts.join("\n"));
  const defaults = config.agent.dynamic_variables.dynamic_variable_placeholders;
  const unused = Object.keys(defaults).filter((name) => !used.includes(name));
  return [...used, ...unused].map((name) => ({
    name,
    kind: variableKind(name),
    used: used.includes(name),
    value: defaults[name],
  }));
}

/** A typed default in the type the variable had (a number stays a number, true/false a boolean). */
export function defaultFromText(
  text: string,
  previous: string | number | boolean | undefined,
): string | number | boolean | undefined {
  if (text === "") return undefined;
  if (typeof previous === "number" && text.trim() !== "" && Number.isFinite(Number(text)))
    return Number(text);
  if (typeof previous === "boolean" && (text === "true" || text === "false")) return text === "true";
  return text;
}
