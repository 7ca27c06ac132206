import type { AgentWorkflow, ConversationConfig, PlatformSettings } from "@chorus/contract";

/**
 * A conversational agent as stored. Its configuration is kept in the wire shape the API and the
 * SDKs use (`conversation_config`, `platform_settings`), validated whole before every write, so
 * there is one description of it: the contract's schemas.
 */
export interface AgentRecord {
  id: string;
  workspaceId: string;
  /** Who made it (kept as written when the person's account is deleted later). */
  createdByUserId: string;
  name: string;
  tags: string[];
  conversationConfig: ConversationConfig;
  platformSettings: PlatformSettings;
  /** Its workflow (issue 19 §3), checked whole on save; null when it has none (older agents too). */
  workflow: AgentWorkflow | null;
  /** Changes with every save: two editors saving the same version conflict (spec 001 §8). */
  versionId: string;
  /** Mirrors `platform_settings.archived` as a column, so lists filter without reading the JSON. */
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** When its last conversation started; null before the first. */
  lastCallAt: Date | null;
}
