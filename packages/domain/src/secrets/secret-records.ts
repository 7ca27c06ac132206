import type { SealedValue } from "../ports/secret-cipher.ts";

/**
 * A workspace secret (`/v1/convai/secrets`): a named value agents, tools and MCP servers use by id
 * (an API key, a token), kept encrypted. Nothing answers its value after it is stored.
 */
export interface WorkspaceSecretRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change or delete it. */
  createdByUserId: string;
  name: string;
  value: SealedValue;
  createdAt: Date;
  updatedAt: Date;
}
