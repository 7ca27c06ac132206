import type { AgentDraft } from "../editor/agent-draft.ts";
import type { SaveProblems } from "../editor/save-problems.ts";
import type { ChangeDraft } from "../hooks/use-agent-editor.ts";

/** What every tab of the agent page edits with. */
export interface AgentTabProps {
  agentId: string;
  draft: AgentDraft;
  change: ChangeDraft;
  /** Messages of a refused save, by field. */
  problems: SaveProblems;
}
