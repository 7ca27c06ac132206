import { type ApiError, isApiError } from "../../../lib/api/api-error.ts";
import type { AgentTab } from "../agent-path.ts";

export type FieldPath = readonly (string | number)[];

const startsWith = (loc: FieldPath, path: FieldPath) =>
  loc.length >= path.length && path.every((part, index) => loc[index] === part);

/** Where each part of an agent is edited, by the start of its path in the PATCH body. */
const tabOfSection: [FieldPath, AgentTab][] = [
  [["conversation_config", "tts"], "voice"],
  [["conversation_config", "asr"], "voice"],
  [["conversation_config", "turn"], "advanced"],
  [["conversation_config", "conversation"], "advanced"],
  [["conversation_config", "vad"], "advanced"],
  [["conversation_config", "agent", "prompt", "tool_ids"], "tools"],
  [["conversation_config", "agent", "prompt", "knowledge_base"], "knowledge-base"],
  [["conversation_config", "agent", "prompt", "rag"], "knowledge-base"],
  [["conversation_config"], "agent"],
  [["platform_settings", "data_collection"], "analysis"],
  [["platform_settings", "evaluation"], "analysis"],
  [["platform_settings", "privacy"], "advanced"],
  [["platform_settings", "widget"], "widget"],
  [["platform_settings"], "security"],
  [["workflow"], "workflow"],
  [[], "agent"],
];

/**
 * A refused save's 422 list, read by field: each editor asks for the message at its own path
 * (`detail[].loc` after `body`), and the page says which tab holds the first problem.
 */
export class SaveProblems {
  constructor(private readonly error: ApiError | null) {}

  static of(error: unknown): SaveProblems {
    return new SaveProblems(isApiError(error) && error.code === "validation" ? error : null);
  }

  /** The message for a field: at its path, or inside it unless `exact`. */
  at(path: FieldPath, options: { exact?: boolean } = {}): string | undefined {
    return this.error?.fieldErrors.find((problem) =>
      options.exact
        ? problem.loc.length === path.length && startsWith(problem.loc, path)
        : startsWith(problem.loc, path),
    )?.message;
  }

  /** The tab where the first problem is, if the server named a field. */
  get firstTab(): AgentTab | null {
    const loc = this.error?.fieldErrors[0]?.loc;
    if (!loc || loc.length === 0) return null;
    return tabOfSection.find(([prefix]) => startsWith(loc, prefix))?.[1] ?? null;
  }
}
