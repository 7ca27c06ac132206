import type { AgentResponse, AgentWorkflow, ConversationConfig, PlatformSettings } from "@chorus/contract";
import type { AgentPatch } from "../api/agents-api.ts";
import { everyWidgetText } from "./widget-texts.ts";

/** One data-collection item as the editor shows it: a row whose identifier can be typed freely. */
export interface DataCollectionRow {
  identifier: string;
  type: PlatformSettings["data_collection"][string]["type"];
  description: string;
}

/**
 * What the agent screen edits: the agent's name, tags and whole configuration, as the server
 * answered them, except data collection, which is a list of rows here (a record keyed by identifier
 * on the wire, and an identifier being typed must not collide with another or move the row), and the
 * widget's `text_contents`, which has every key here (null: the widget's own text).
 */
export interface AgentDraft {
  name: string;
  tags: string[];
  conversation_config: ConversationConfig;
  platform_settings: PlatformSettings;
  dataCollection: DataCollectionRow[];
  /** The workflow (empty: none), sent whole when it changed. */
  workflow: AgentWorkflow;
}

export function draftOf(agent: AgentResponse): AgentDraft {
  const { widget } = agent.platform_settings;
  return structuredClone({
    name: agent.name,
    tags: agent.tags,
    conversation_config: agent.conversation_config,
    platform_settings: {
      ...agent.platform_settings,
      widget: { ...widget, text_contents: everyWidgetText(widget.text_contents) },
    },
    dataCollection: Object.entries(agent.platform_settings.data_collection).map(([identifier, item]) => ({
      identifier,
      type: item.type,
      description: item.description,
    })),
    workflow: agent.workflow,
  });
}

/** The draft in the API's shape: what a save would make the agent. */
export function wireOf(draft: AgentDraft) {
  const { shareable_token: _token, ...auth } = draft.platform_settings.auth;
  return {
    name: draft.name,
    tags: draft.tags,
    conversation_config: draft.conversation_config,
    platform_settings: {
      ...draft.platform_settings,
      auth,
      data_collection: Object.fromEntries(
        draft.dataCollection.map((row) => [row.identifier, { type: row.type, description: row.description }]),
      ),
    },
    workflow: draft.workflow,
  };
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

/**
 * Keys the server replaces whole instead of merging (packages/domain merge-agent-config.ts): keyed
 * collections, whose entries are removed by leaving them out, and objects that change kind. The
 * built-in tools are sent whole too: the patch takes each tool only complete (name and params).
 */
const replacedWhole = new Set([
  "language_presets",
  "data_collection",
  "dynamic_variable_placeholders",
  "custom_llm",
  "request_headers",
  "avatar",
  "built_in_tools",
  // A workflow replaces the agent's whole (its nodes and edges are removed by leaving them out).
  "workflow",
]);

/**
 * What changed between two versions of the same shape, as the smallest merge patch: objects are
 * compared key by key, lists and the collections above are sent whole when they differ. Undefined
 * when nothing changed.
 */
export function changedPart(before: unknown, after: unknown, key = ""): unknown {
  if (deepEqual(before, after)) return undefined;
  if (replacedWhole.has(key) || !isPlain(before) || !isPlain(after)) return after;
  const patch: Plain = {};
  for (const [name, value] of Object.entries(after)) {
    const part = changedPart(before[name], value, name);
    if (part !== undefined) patch[name] = part;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/** The PATCH body that turns `base` into `draft`: only what changed, section by section. */
export function patchOf(base: AgentDraft, draft: AgentDraft): AgentPatch {
  return (changedPart(wireOf(base), wireOf(draft)) ?? {}) as AgentPatch;
}

export const isDirty = (base: AgentDraft, draft: AgentDraft) => !deepEqual(wireOf(base), wireOf(draft));
