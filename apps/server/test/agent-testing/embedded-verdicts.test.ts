import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../agents/support.ts";
import { createTestVia, llmTest, readTestingAsSdk, requestsAs } from "./support.ts";

/** Without a language model (the embedded retrieval engine) nothing reads a condition: verdicts say so. */
describe.each(databaseKinds)("agent tests on the embedded engine on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let call: ReturnType<typeof requestsAs>;
  let agentId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    call = requestsAs(server, owner);
    agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          prompt: { prompt: "Our opening hours are nine to five, Monday to Friday. Tickets cost ten euros." },
        },
      },
    });
  });
  afterAll(async () => server?.close());

  it("judges by likeness to the examples when there are some, and fails without them, saying no model judged", async () => {
    const withExamples = await createTestVia(call, llmTest("Hours, by examples"));
    const withoutExamples = await createTestVia(
      call,
      llmTest("Hours, no examples", { success_examples: [], failure_examples: [] }),
    );
    const started = await call("POST", `/v1/convai/agents/${agentId}/run-tests`, {
      tests: [{ test_id: withExamples }, { test_id: withoutExamples }],
    });
    expect(started.statusCode, started.body).toBe(200);
    await server.runJobs();
    const invocation = readTestingAsSdk.invocation(
      (await call("GET", `/v1/convai/test-invocations/${started.json().id}`)).json(),
    );
    const [compared, unjudged] = invocation.testRuns;
    expect(compared?.agentResponses?.[0]?.message).toMatch(/nine to five/);
    expect(compared?.status).toBe("passed");
    expect(compared?.conditionResult?.rationale?.summary).toMatch(
      /^No language model is configured to judge the condition ".*"\. The reply was compared with the examples by shared words instead \(closest success example 0\.\d\d, closest failure example 0\.\d\d\)/,
    );
    expect(unjudged?.status).toBe("failed");
    expect(unjudged?.conditionResult?.result).toBe("unknown");
    expect(unjudged?.conditionResult?.rationale?.summary).toContain("no success or failure examples");
  });

  it("simulates a conversation and reports that no model judged it", async () => {
    const response = await call("POST", `/v1/convai/agents/${agentId}/simulate-conversation`, {
      simulation_specification: {
        simulated_user_config: {
          first_message: "What are your opening hours?",
          prompt: { prompt: "You want to visit." },
        },
      },
      extra_evaluation_criteria: [
        { id: "hours", name: "Hours", conversation_goal_prompt: "The agent gives the hours." },
      ],
      new_turns_limit: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const simulated = readTestingAsSdk.simulation(response.json());
    expect(
      simulated.simulatedConversation.some(
        (line) => line.role === "user" && line.message === "What are your opening hours?",
      ),
    ).toBe(true);
    expect(simulated.simulatedConversation.at(-1)?.message).toMatch(/nine to five/);
    expect(simulated.analysis.callSuccessful).toBe("unknown");
    expect(simulated.analysis.transcriptSummary).toMatch(/^No language model is configured/);
    expect(simulated.analysis.evaluationCriteriaResults?.hours).toMatchObject({ result: "unknown" });
  });
});
