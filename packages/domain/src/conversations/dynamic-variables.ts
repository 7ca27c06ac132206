import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

export type VariableValue = string | number | boolean;

/** `{{ name }}` in a prompt or a first message. */
const placeholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Names of the variables a text uses. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1]!))];
}

export const isSecretVariable = (name: string) => name.startsWith("secret__");
export const isSystemVariable = (name: string) => name.startsWith("system__");

/** What the `system__` variables are at a moment of the call. */
export interface SystemVariableFacts {
  agentId: string;
  conversationId: string;
  callerId: string | null;
  timezone: string | null;
  now: Date;
  callDurationSeconds: number;
}

/**
 * The `system__` variables: the agent, the conversation, the caller, the time in the agent's time zone
 * (UTC when it has none) and how long the call has run.
 */
export function systemVariables(facts: SystemVariableFacts): Record<string, VariableValue> {
  const zone = facts.timezone ?? "UTC";
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    dateStyle: "full",
    timeStyle: "long",
  }).format(facts.now);
  return {
    system__agent_id: facts.agentId,
    system__conversation_id: facts.conversationId,
    system__caller_id: facts.callerId ?? "",
    system__time: time,
    system__time_utc: facts.now.toISOString(),
    system__timezone: zone,
    system__call_duration_secs: facts.callDurationSeconds,
  };
}

/**
 * The variables of a conversation: the agent's defaults, then what the client sent. A variable the
 * texts use that has neither a default nor a value (and is not a system variable) is refused at
 * start, naming it, rather than spoken as `{{name}}`.
 */
export function resolveVariables(
  texts: readonly string[],
  defaults: Record<string, VariableValue>,
  fromClient: Record<string, VariableValue>,
): Record<string, VariableValue> {
  const values = { ...defaults, ...fromClient };
  const missing = texts.flatMap(variablesIn).filter((name) => !isSystemVariable(name) && !(name in values));
  if (missing.length > 0)
    throw new DomainError("invalid_request", messages.missingDynamicVariables([...new Set(missing)]));
  return values;
}

/** Fills a text's variables; secret ones are never filled into what a model or a caller sees. */
export function fillVariables(text: string, values: Record<string, VariableValue>): string {
  return text.replace(placeholder, (whole, name: string) =>
    isSecretVariable(name) || !(name in values) ? whole : String(values[name]),
  );
}

/** The client's variables as a conversation keeps them: secret ones left out. */
export function withoutSecrets(values: Record<string, VariableValue>): Record<string, VariableValue> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !isSecretVariable(name)));
}
