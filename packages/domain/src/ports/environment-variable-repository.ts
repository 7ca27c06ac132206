import type { EnvironmentVariableRecord } from "../environment-variables/environment-variable-records.ts";

export interface EnvironmentVariableListFilter {
  /** Labels containing this (any case). */
  label?: string;
  /** Variables with a value for this environment. */
  environment?: string;
  type?: EnvironmentVariableRecord["type"];
  /** The last variable of the previous page (newest first). */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** The workspace's environment variables; labels unique per workspace in any case. */
export interface EnvironmentVariableRepository {
  /** `label_taken` when the workspace has a variable of that label (any case). */
  insert(variable: EnvironmentVariableRecord): Promise<{ outcome: "inserted" | "label_taken" }>;
  find(workspaceId: string, id: string): Promise<EnvironmentVariableRecord | undefined>;
  /** The variable of that label (any case). */
  findByLabel(workspaceId: string, label: string): Promise<EnvironmentVariableRecord | undefined>;
  /** Reads the variable and locks its row until the surrounding transaction ends. */
  lock(workspaceId: string, id: string): Promise<EnvironmentVariableRecord | undefined>;
  /** Newest first, then by id descending. */
  list(workspaceId: string, filter: EnvironmentVariableListFilter): Promise<EnvironmentVariableRecord[]>;
  /** Every secret variable of the workspace (the secrets they name are in use). */
  listSecretVariables(workspaceId: string): Promise<EnvironmentVariableRecord[]>;
  count(workspaceId: string): Promise<number>;
  update(
    workspaceId: string,
    id: string,
    patch: Pick<EnvironmentVariableRecord, "values" | "updatedAt">,
  ): Promise<EnvironmentVariableRecord | undefined>;
}
