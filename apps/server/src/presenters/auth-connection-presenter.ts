import type { AuthConnection } from "@chorus/contract";
import type { AuthConnectionDependent, AuthConnectionWithUsage } from "@chorus/domain";

const presentDependent = (dependent: AuthConnectionDependent) => ({
  type: "available" as const,
  id: dependent.id,
  name: dependent.name,
  created_at_unix_secs: Math.floor(dependent.createdAt.getTime() / 1000),
  access_level: dependent.accessLevel,
});

/** An auth connection as answered: its settings and users, never its credential. */
export function presentAuthConnection({ connection, usedBy }: AuthConnectionWithUsage): AuthConnection {
  return {
    ...connection.settings,
    id: connection.id,
    name: connection.name,
    provider: connection.provider,
    used_by: {
      tools: usedBy.filter((d) => d.kind === "tools").map(presentDependent),
      mcp_servers: usedBy.filter((d) => d.kind === "mcp_servers").map(presentDependent),
    },
  };
}
