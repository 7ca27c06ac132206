import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { TestSummarySchema } from "./agent-test-schemas.ts";

export const getTestSummaries = defineOperation({
  operationId: "conversationalAi.tests.summaries",
  method: "POST",
  path: "/v1/convai/agent-testing/summaries",
  summary: "Summaries of tests by id",
  description: "Ids the workspace has no test for are left out of `tests`.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: { body: z.object({ test_ids: z.array(idValue).max(inputLimits.idsPerRequest) }) },
  responses: {
    200: z
      .object({ tests: z.record(z.string(), TestSummarySchema) })
      .meta({ id: "GetTestsSummariesByIdsResponseModel" }),
  },
});
