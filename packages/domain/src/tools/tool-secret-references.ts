import type { ToolConfig } from "@chorus/contract";
import type { SecretReferenceSource } from "../secrets/secret-references.ts";
import { toolAsDependent } from "./tool-access.ts";

/**
 * The workspace secrets a tool's configuration names: a webhook's request headers given as
 * `{ secret_id }`. Saving a tool checks they exist and holds them until it commits; the secrets'
 * `used_by` lists the tool, and a secret a tool uses cannot be deleted.
 */
export function secretIdsOfToolConfig(config: ToolConfig): string[] {
  if (config.type !== "webhook") return [];
  return Object.values(config.api_schema.request_headers ?? {}).flatMap((value) =>
    typeof value === "object" && "secret_id" in value ? [value.secret_id] : [],
  );
}

/** Tools as users of secrets. Every member sees every tool of the workspace, so none is `unknown`. */
export const toolSecretReferences: SecretReferenceSource = {
  kind: "tools",
  async references(ctx, store) {
    const tools = await store.tools.list(ctx.workspaceId);
    return tools.flatMap((tool) => {
      const secretIds = secretIdsOfToolConfig(tool.toolConfig);
      if (secretIds.length === 0) return [];
      return [
        {
          dependent: toolAsDependent(ctx, tool),
          secretIds,
        },
      ];
    });
  },
};
