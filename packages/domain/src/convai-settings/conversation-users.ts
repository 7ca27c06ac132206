import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ConversationCaller } from "../ports/conversation-repository.ts";
import { DomainError } from "../shared/domain-error.ts";

export interface ConversationUsersQuery {
  agentId?: string;
  startedAfter?: Date;
  startedBefore?: Date;
  search?: string;
  sortBy: "last_contact" | "conversation_count";
  direction: "asc" | "desc";
  pageSize: number;
  cursor?: string;
}

const sortValueOf = (caller: ConversationCaller, sortBy: ConversationUsersQuery["sortBy"]) =>
  sortBy === "conversation_count" ? caller.conversationCount : caller.lastContactAt.getTime();

/** A page's cursor: the sort it belongs to, the last caller's sort value and id. Opaque to clients. */
const cursorOf = (sortBy: string, value: number, userId: string) =>
  Buffer.from(JSON.stringify([sortBy, value, userId])).toString("base64url");

function parseCursor(
  cursor: string | undefined,
  sortBy: string,
): { value: number; userId: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [sort, value, userId] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (sort === sortBy && typeof value === "number" && Number.isFinite(value) && typeof userId === "string")
      return { value, userId };
  } catch {}
  throw new DomainError("invalid_request", messages.invalidCursor);
}

/**
 * `GET /v1/convai/users`: the distinct callers of the workspace's agents (the `user_id` given at
 * the start of a conversation), with their conversation counts and first and last contact, a page
 * at a time. A cursor belongs to the sort it was given with.
 */
export async function listConversationUsers(
  ctx: AuthenticatedContext,
  query: ConversationUsersQuery,
): Promise<{ users: ConversationCaller[]; nextCursor: string | null }> {
  requirePermission(ctx, "convai_read");
  const after = parseCursor(query.cursor, query.sortBy);
  const found = await ctx.ports.store.conversations.listCallers(ctx.workspaceId, {
    ...(query.agentId !== undefined ? { agentId: query.agentId } : {}),
    ...(query.startedAfter ? { startedAfter: query.startedAfter } : {}),
    ...(query.startedBefore ? { startedBefore: query.startedBefore } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
    sortBy: query.sortBy,
    direction: query.direction,
    ...(after ? { after } : {}),
    limit: query.pageSize + 1,
  });
  const users = found.slice(0, query.pageSize);
  const last = users.at(-1);
  return {
    users,
    nextCursor:
      found.length > query.pageSize && last
        ? cursorOf(query.sortBy, sortValueOf(last, query.sortBy), last.userId)
        : null,
  };
}
