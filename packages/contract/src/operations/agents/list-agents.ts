import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { agentLimits } from "../../catalogues/agent-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean, queryList } from "../voice-library/query-values.ts";
import { AgentSummarySchema } from "./agent-schemas.ts";

export const listAgents = defineOperation({
  operationId: "conversationalAi.agents.list",
  method: "GET",
  path: "/v1/convai/agents",
  summary: "The workspace's agents, a page at a time",
  description:
    "Newest first by default; `search` matches names, `archived=true` lists the archived agents instead, `tags` keeps agents with every tag given; `next_cursor` continues the listing.",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      page_size: z.coerce
        .number()
        .int()
        .min(1)
        .max(agentLimits.pageSize.max)
        .default(agentLimits.pageSize.default),
      search: z.string().max(inputLimits.searchCharacters).optional(),
      archived: queryBoolean,
      show_only_owned_agents: queryBoolean,
      created_by_user_id: z.string().max(inputLimits.idCharacters).optional(),
      tags: queryList,
      sort_direction: z.enum(["asc", "desc"]).default("desc"),
      sort_by: z.enum(["name", "created_at", "call_count_7d"]).default("created_at"),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        agents: z.array(AgentSummarySchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetAgentsPageResponseModel" }),
  },
});
