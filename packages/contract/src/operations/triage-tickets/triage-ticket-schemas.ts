import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import {
  triageTicketIssueTypes,
  triageTicketLimits,
  triageTicketPriorities,
  triageTicketSortOrders,
  triageTicketSources,
  triageTicketStatuses,
} from "../../catalogues/triage-ticket-limits.ts";

export const TriageTicketParamsSchema = z.object({ agentqa_ticket_id: idValue });

export const TriageTicketStatusSchema = z
  .enum(triageTicketStatuses)
  .meta({ id: "AgentConversationTicketStatus" });
export const TriageTicketPrioritySchema = z
  .enum(triageTicketPriorities)
  .meta({ id: "AgentConversationTicketPriority" });
const TriageTicketSourceSchema = z.enum(triageTicketSources).meta({ id: "AgentConversationTicketSource" });
const TriageTicketIssueTypeSchema = z
  .enum(triageTicketIssueTypes)
  .meta({ id: "AgentConversationTicketIssueType" });

export const triageTicketTitle = z.string().max(triageTicketLimits.titleCharacters);
export const triageTicketComment = z.string().min(1).max(triageTicketLimits.commentCharacters);

/** `TurnCommentRequestModel`. */
export const TurnCommentRequestSchema = z
  .object({
    turn_index: z.number().int().min(0).max(triageTicketLimits.maxTurnIndex),
    comment: triageTicketComment,
  })
  .meta({ id: "TurnCommentRequestModel" });

const unixSeconds = z.number().int();

/** `TicketCommentResponseModel`. */
const TicketCommentSchema = z
  .object({ comment: z.string(), created_at_unix_secs: unixSeconds, owner_user_id: z.string().nullish() })
  .meta({ id: "TicketCommentResponseModel" });

/**
 * `TurnCommentResponseModel`, plus `conversation_id`: the conversation whose turn it is (a merged
 * ticket holds several), so a client can link to the turn. ElevenLabs' clients ignore the field.
 */
const TurnCommentSchema = z
  .object({
    turn_index: z.number().int(),
    comment: z.string(),
    created_at_unix_secs: unixSeconds,
    owner_user_id: z.string().nullish(),
    conversation_id: z.string().nullish(),
  })
  .meta({ id: "TurnCommentResponseModel" });

/** `TicketSearchMatchResponseModel`: where a list's `search` matched. */
const TicketSearchMatchSchema = z
  .object({
    field: z.enum(["title", "description", "comment", "turn_comment"]),
    snippet: z.string(),
    highlight_start: z.number().int(),
    highlight_end: z.number().int(),
    turn_index: z.number().int().nullish(),
  })
  .meta({ id: "TicketSearchMatchResponseModel" });

/** `AgentConversationTicketResponseModel`. */
export const TriageTicketResponseSchema = z
  .object({
    agentqa_ticket_id: z.string(),
    workspace_id: z.string(),
    owner_user_id: z.string(),
    agent_id: z.string(),
    /** Chorus does not cluster tickets: always false, with no issue type and no labels. */
    needs_clustering: z.boolean(),
    title: z.string().nullish(),
    issue_type: TriageTicketIssueTypeSchema.nullish(),
    labels: z.array(z.string()),
    conversation_ids: z.array(z.string()),
    first_seen_unix_secs: unixSeconds.nullish(),
    last_seen_unix_secs: unixSeconds.nullish(),
    qa_comment: z.string().nullish(),
    ticket_comments: z.array(TicketCommentSchema),
    turn_comments: z.array(TurnCommentSchema),
    status: TriageTicketStatusSchema,
    priority: TriageTicketPrioritySchema.nullish(),
    priority_changes: z.array(
      z
        .object({
          priority: TriageTicketPrioritySchema.nullish(),
          changed_by_user_id: z.string(),
          changed_at_unix_secs: unixSeconds,
        })
        .meta({ id: "TicketPriorityChangeResponseModel" }),
    ),
    status_changes: z.array(
      z
        .object({
          status: TriageTicketStatusSchema,
          changed_by_user_id: z.string().nullish(),
          changed_at_unix_secs: unixSeconds,
        })
        .meta({ id: "TicketStatusChangeResponseModel" }),
    ),
    merged_into_ticket_id: z.string().nullish(),
    source: TriageTicketSourceSchema,
    assignee_user_id: z.string().nullish(),
    created_at_unix_secs: unixSeconds,
    updated_at_unix_secs: unixSeconds,
    search_match: TicketSearchMatchSchema.nullish(),
  })
  .meta({ id: "AgentConversationTicketResponseModel" });

export type TriageTicket = z.output<typeof TriageTicketResponseSchema>;

/** `GetAgentConversationTicketsPageResponseModel`. */
export const TriageTicketPageSchema = z
  .object({
    agent_conversation_tickets: z.array(TriageTicketResponseSchema),
    next_cursor: z.string().nullish(),
    has_more: z.boolean(),
  })
  .meta({ id: "GetAgentConversationTicketsPageResponseModel" });

/**
 * A query list of enum values, as the SDK sends it (`priorities=low&priorities=high`) or
 * comma-separated; an unknown value is a 422.
 */
const queryEnumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([
      z.string().max(inputLimits.labelCharacters),
      z.array(z.string().max(inputLimits.shortTextCharacters)).max(values.length * 2),
    ])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(inputLimits.idsPerRequest))
    .optional();

/** The filters both lists share (`TriageTicketsListRequest`, `…ListForWorkspaceRequest`). */
export const triageTicketListQuery = {
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(triageTicketLimits.pageSize.max)
    .default(triageTicketLimits.pageSize.default),
  cursor: z.string().max(inputLimits.tokenCharacters).optional(),
  status: TriageTicketStatusSchema.optional(),
  sources: queryEnumList(triageTicketSources),
  priorities: queryEnumList(triageTicketPriorities),
  sort_by: z.enum(triageTicketSortOrders).optional(),
  /** A member's id, or `agent` for tickets agents raised. */
  owner_user_id: z.string().max(inputLimits.idCharacters).optional(),
  /** A member's id, or `unassigned`. */
  assignee_user_id: z.string().max(inputLimits.idCharacters).optional(),
  issue_type: TriageTicketIssueTypeSchema.optional(),
  label: z.string().max(inputLimits.labelCharacters).optional(),
  merged_into_ticket_id: z.string().max(inputLimits.idCharacters).optional(),
  search: z.string().max(inputLimits.searchCharacters).optional(),
};

export const triageTicketListDescription =
  "Newest first, or with `sort_by=priority` most urgent first (then newest). `owner_user_id=agent` keeps the tickets agents raised, `assignee_user_id=unassigned` those nobody is assigned. `search` looks in the title, the description, the comments and the turn comments (any case), and each ticket found says where in `search_match`. Chorus does not cluster tickets, so `issue_type` and `label` match none.";
