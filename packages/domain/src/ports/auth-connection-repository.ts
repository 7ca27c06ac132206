import type { AuthConnectionRecord } from "../auth-connections/auth-connection-records.ts";

/** The workspace's auth connections. */
export interface AuthConnectionRepository {
  insert(connection: AuthConnectionRecord): Promise<void>;
  find(workspaceId: string, id: string): Promise<AuthConnectionRecord | undefined>;
  /**
   * The workspace's connections among `ids` (others are absent), their rows locked against deletion
   * until the surrounding transaction ends (SELECT … FOR SHARE).
   */
  lockMany(workspaceId: string, ids: readonly string[]): Promise<AuthConnectionRecord[]>;
  /** The connection, its row locked until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(workspaceId: string, id: string): Promise<AuthConnectionRecord | undefined>;
  /** Newest first (then by id), at most `limit`. */
  list(workspaceId: string, limit: number): Promise<AuthConnectionRecord[]>;
  count(workspaceId: string): Promise<number>;
  /** The changed fields; undefined when the connection is gone. */
  update(
    workspaceId: string,
    id: string,
    patch: Partial<Pick<AuthConnectionRecord, "name" | "provider" | "settings" | "credential">> & {
      updatedAt: Date;
    },
  ): Promise<AuthConnectionRecord | undefined>;
  /** True when the connection existed. */
  delete(workspaceId: string, id: string): Promise<boolean>;
}
