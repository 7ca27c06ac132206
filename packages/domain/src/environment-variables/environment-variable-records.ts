/** One environment's value: text, or a workspace secret by id (auth connections come later). */
export type EnvironmentValue = string | { secretId: string };

/** A workspace's environment variable (`/v1/convai/environment-variables`). */
export interface EnvironmentVariableRecord {
  id: string;
  workspaceId: string;
  label: string;
  type: "string" | "secret";
  /** By environment name; `production` always present. */
  values: Record<string, EnvironmentValue>;
  createdByUserId: string;
  createdAt: Date;
  updatedAt: Date;
}
