import {
  runAgentTests as runAgentTestsOperation,
  simulateConversation as simulateConversationOperation,
} from "@chorus/contract";
import { runAgentTests, simulateConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSimulation, presentTestInvocation } from "../../../presenters/agent-test-presenter.ts";

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
