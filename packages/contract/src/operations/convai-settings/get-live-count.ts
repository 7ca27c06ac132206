import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryIdList } from "../voice-library/query-values.ts";

export const getLiveCount = defineOperation({
  operationId: "conversationalAi.analytics.liveCount.get",
  method: "GET",
  path: "/v1/convai/analytics/live-count",
  summary: "How many of the workspace's conversations are in progress now",
  description:
    "Conversations initiated or in progress (not those being processed after their end). `agent_id` or `agent_ids` (repeated, or comma-separated) keep those of the agents named; both together count the agents of either.",
  tag: "Conversations",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      agent_id: idValue.optional(),
      agent_ids: queryIdList,
    }),
  },
  responses: { 200: z.object({ count: z.number().int() }).meta({ id: "GetLiveCountResponse" }) },
  errors: ["invalid_request"],
});
