import { Readable } from "node:stream";
import {
  runAgentTests as runAgentTestsOperation,
  simulateConversation as simulateConversationOperation,
  simulateConversationStream as simulateConversationStreamOperation,
} from "@chorus/contract";
import { runAgentTests, simulateConversation, streamSimulatedConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import {
  presentSimulation,
  presentSimulationEvent,
  presentTestInvocation,
} from "../../../presenters/agent-test-presenter.ts";

export const runAgentTestsRoute = bindOperation(runAgentTestsOperation, async ({ ctx, params, body }) =>
  presentTestInvocation(
    await runAgentTests(ctx, params.agent_id, {
      tests: body.tests.map((test) => ({
        testId: test.test_id,
        rootFolderId: test.root_folder_id,
        rootFolderName: test.root_folder_name,
      })),
      override: body.agent_config_override,
      branchId: body.branch_id,
      repeatCount: body.repeat_count,
    }),
  ),
);

export const simulateConversationRoute = bindOperation(
  simulateConversationOperation,
  async ({ ctx, params, body }) =>
    presentSimulation(
      await simulateConversation(ctx, params.agent_id, {
        specification: body.simulation_specification,
        extraCriteria: body.extra_evaluation_criteria ?? [],
        turns: body.new_turns_limit,
      }),
    ),
);

/**
 * Newline-delimited JSON, one line per event. With a high-water mark of one line, the simulation only
 * goes on once the previous line is handed over; a client that leaves destroys the body, which ends
 * the generator and with it the simulation before its next model call.
 */
export const simulateConversationStreamRoute = bindOperation(
  simulateConversationStreamOperation,
  async ({ ctx, params, body, reply }) => {
    const events = await streamSimulatedConversation(ctx, params.agent_id, {
      specification: body.simulation_specification,
      extraCriteria: body.extra_evaluation_criteria ?? [],
      turns: body.new_turns_limit,
    });
    const lines = (async function* () {
      for await (const event of events) yield `${JSON.stringify(presentSimulationEvent(event))}\n`;
    })();
    return reply
      .header("content-type", "application/x-ndjson")
      .send(Readable.from(lines, { highWaterMark: 1 }));
  },
);
