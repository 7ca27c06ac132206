import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { testPageSize } from "./agent-test-schemas.ts";
import { TestInvocationSummarySchema } from "./test-invocation-schemas.ts";

const unixSeconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 40)
  .optional();

export const listTestInvocations = defineOperation({
  operationId: "conversationalAi.tests.invocations.list",
  method: "GET",
  path: "/v1/convai/test-invocations",
  summary: "Runs of agent tests, newest first",
  description:
    "`agent_id` and `test_id` keep the runs of one agent or including one test; `start_time`/`end_time` (unix seconds) bound when they were started.",
  tag: "Agent testing",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    query: z.object({
      agent_id: z.string().max(inputLimits.idCharacters).optional(),
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
      test_id: z.string().max(inputLimits.idCharacters).optional(),
      start_time: unixSeconds,
      end_time: unixSeconds,
      version_id: z.string().max(inputLimits.idCharacters).optional(),
      page_size: testPageSize,
      search: z.string().max(inputLimits.searchCharacters).optional(),
      cursor: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: {
    200: z
      .object({
        results: z.array(TestInvocationSummarySchema),
        next_cursor: z.string().nullish(),
        has_more: z.boolean(),
      })
      .meta({ id: "GetTestInvocationsPageResponseModel" }),
  },
  errors: ["invalid_request"],
});
