import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "./agent-schemas.ts";

export const getAgentLink = defineOperation({
  operationId: "conversationalAi.agents.link.get",
  method: "GET",
  path: "/v1/convai/agents/{agent_id}/link",
  summary: "The agent's shareable link token (made on first request; the public talk-to page takes it)",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: AgentParamsSchema },
  responses: {
    200: z
      .object({
        agent_id: z.string(),
        token: z
          .object({
            agent_id: z.string(),
            conversation_token: z.string(),
            expiration_time_unix_secs: z.number().int().nullish(),
            conversation_id: z.string().nullish(),
            purpose: z.enum(["signed_url", "shareable_link"]),
          })
          .nullish(),
      })
      .meta({ id: "GetAgentLinkResponseModel" }),
  },
  errors: ["agent_not_found"],
});
