import type { WorkspaceSecretRecord } from "../secrets/secret-records.ts";

/** A change of a secret's name or value; `name_taken` when another secret of the workspace has the name (any case). */
export type SecretWriteResult = { outcome: "written" } | { outcome: "name_taken" };

/** The workspace's secrets. Names are unique per workspace, compared without case. */
export interface WorkspaceSecretRepository {
  insert(secret: WorkspaceSecretRecord): Promise<SecretWriteResult>;
  find(workspaceId: string, secretId: string): Promise<WorkspaceSecretRecord | undefined>;
  /**
   * The workspace's secrets among `secretIds` (other ids are simply absent), their rows locked
   * against deletion until the surrounding transaction ends (SELECT … FOR SHARE).
   */
  lockMany(workspaceId: string, secretIds: readonly string[]): Promise<WorkspaceSecretRecord[]>;
  /** The secret, its row locked until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(workspaceId: string, secretId: string): Promise<WorkspaceSecretRecord | undefined>;
  /**
   * By name without case, then by name, after `afterName` (a page's last name, lowercased); with
   * `namePrefix`, only names that start with it (any case).
   */
  list(
    workspaceId: string,
    page: { namePrefix?: string; afterName?: string; limit: number },
  ): Promise<WorkspaceSecretRecord[]>;
  count(workspaceId: string): Promise<number>;
  /** Undefined when the secret is gone. */
  update(
    workspaceId: string,
    secretId: string,
    patch: Partial<Pick<WorkspaceSecretRecord, "name" | "value">> & { updatedAt: Date },
  ): Promise<SecretWriteResult | undefined>;
  /** True when the secret existed. */
  delete(workspaceId: string, secretId: string): Promise<boolean>;
}
