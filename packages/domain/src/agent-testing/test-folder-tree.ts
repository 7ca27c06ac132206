import { agentTestingLimits, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findTestFolder } from "./agent-test-access.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";

/** The folders leading to an entry, top first (`folder_path`); one read per level, bounded by the depth. */
export async function testFolderPath(
  ctx: AuthenticatedContext,
  entry: AgentTestRecord,
): Promise<AgentTestRecord[]> {
  const path: AgentTestRecord[] = [];
  let parentId = entry.parentFolderId;
  while (parentId && path.length < agentTestingLimits.folderDepth) {
    const parent = await ctx.ports.store.agentTests.find(ctx.workspaceId, parentId);
    if (!parent) break;
    path.unshift(parent);
    parentId = parent.parentFolderId;
  }
  return path;
}

/** Everything inside the folders among `entries`, at any depth (the entries themselves not included). */
export async function testDescendants(
  ctx: AuthenticatedContext,
  entries: readonly AgentTestRecord[],
): Promise<AgentTestRecord[]> {
  const found: AgentTestRecord[] = [];
  let folders = entries.filter((entry) => entry.kind === "folder").map((entry) => entry.id);
  for (let depth = 0; folders.length > 0 && depth < agentTestingLimits.folderDepth; depth++) {
    const children = await ctx.ports.store.agentTests.listChildren(ctx.workspaceId, folders);
    found.push(...children);
    folders = children.filter((child) => child.kind === "folder").map((child) => child.id);
  }
  return found;
}

/**
 * The folder a new or moved entry goes into (null: the top), checked: the workspace's, and not so
 * deep that its path would pass the nesting bound.
 */
export async function destinationFolder(
  ctx: AuthenticatedContext,
  folderId: string | null | undefined,
): Promise<AgentTestRecord | null> {
  if (!folderId) return null;
  const folder = await findTestFolder(ctx, folderId);
  if ((await testFolderPath(ctx, folder)).length + 1 >= agentTestingLimits.folderDepth)
    throw new DomainError("invalid_request", messages.agentTestFolderTooDeep(agentTestingLimits.folderDepth));
  return folder;
}
