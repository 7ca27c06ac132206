import {
  type FakeChatRequest,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "@chorus/adapters/testing/fake-openai";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAgent } from "../agents/support.ts";
import { askedAbout, createTestVia, llmTest, readTestingAsSdk, requestsAs } from "./support.ts";

interface SentMessage {
  role: string;
  content?: string;
}
const messagesOf = (request: FakeChatRequest) => (request.body?.messages ?? []) as SentMessage[];
const toolNamesOf = (request: FakeChatRequest) =>
  ((request.body?.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);
const verdict = (result: "success" | "failure", rationale: string) => ({
  text: JSON.stringify({ result, rationale }),
});

describe.each(databaseKinds)("agent test runs judged by a language model on %s", (kind) => {
  let fake: FakeOpenAiServer;
  let server: TestServer;
  let owner: TestAccount;
  let call: ReturnType<typeof requestsAs>;
  let agentId: string;

  /** Starts the tests on the agent and judges them as the worker would; answers the invocation. */
  const runTests = async (testIds: string[], extra: Record<string, unknown> = {}) => {
    const started = await call("POST", `/v1/convai/agents/${agentId}/run-tests`, {
      tests: testIds.map((test_id) => ({ test_id })),
      ...extra,
    });
    expect(started.statusCode, started.body).toBe(200);
    const invocation = readTestingAsSdk.invocation(started.json());
    expect(invocation.testRuns.map((run) => run.status)).toEqual(
      testIds.flatMap(() => Array(extra.repeat_count ?? 1).fill("pending")),
    );
    return invocation.id;
  };
  const invocationOf = async (id: string) => {
    const response = await call("GET", `/v1/convai/test-invocations/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return readTestingAsSdk.invocation(response.json());
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["house-model"] });
    server = await startTestServer(kind, { LLM_URL: fake.baseUrl, LLM_MODELS: "house-model" });
    owner = await createTestAccount(server);
    call = requestsAs(server, owner);
    const tool = await call("POST", "/v1/convai/tools", {
      tool_config: {
        type: "client",
        name: "lookup_order",
        description: "Looks up an order by its number.",
        expects_response: true,
        parameters: {
          type: "object",
          properties: { order_id: { type: "string", description: "The order number" } },
          required: ["order_id"],
        },
      },
    });
    expect(tool.statusCode, tool.body).toBe(200);
    agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          prompt: { prompt: "You are the front desk of the city museum.", tool_ids: [tool.json().id] },
        },
      },
    });
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("judges a passing and a failing LLM test with the model's verdicts and keeps the replies and rationales", async () => {
    const passing = await createTestVia(call, llmTest("Gives the hours"));
    const failing = await createTestVia(
      call,
      llmTest("Refuses politely", { success_condition: "The agent refuses to answer." }),
    );
    const id = await runTests([passing, failing]);
    fake.script(
      { text: "We are open from nine to five, Monday to Friday." },
      verdict("success", "The reply gives the opening hours."),
      { text: "We open at nine." },
      verdict("failure", "The agent answered instead of refusing."),
    );
    await server.runJobs();
    const invocation = await invocationOf(id);
    expect(invocation.testRuns.map((run) => [run.testId, run.status])).toEqual([
      [passing, "passed"],
      [failing, "failed"],
    ]);
    const [passed, failed] = invocation.testRuns;
    expect(passed?.agentResponses?.[0]).toMatchObject({
      role: "agent",
      message: "We are open from nine to five, Monday to Friday.",
    });
    expect(passed?.conditionResult).toEqual({
      result: "success",
      rationale: { summary: "The reply gives the opening hours.", messages: ["Judged by house-model."] },
    });
    expect(failed?.conditionResult?.rationale?.summary).toBe("The agent answered instead of refusing.");
    expect(failed?.testInfo).toMatchObject({ type: "llm", successCondition: "The agent refuses to answer." });

    // The agent was asked as in a call: its prompt first, then the test's conversation.
    const [agentRequest, judgeRequest] = fake.requests;
    expect(messagesOf(agentRequest!).map((message) => message.role)).toEqual(["system", "assistant", "user"]);
    expect(messagesOf(agentRequest!)[0]?.content).toContain("front desk of the city museum");
    expect(toolNamesOf(agentRequest!)).toContain("lookup_order");
    // The judge read the condition, the examples and the reply, with no tools.
    const judgePrompt = messagesOf(judgeRequest!)
      .map((message) => message.content)
      .join("\n");
    expect(judgePrompt).toContain("The agent gives the opening hours.");
    expect(judgePrompt).toContain("I cannot help with that, sorry.");
    expect(judgePrompt).toContain("We are open from nine to five, Monday to Friday.");
    expect(toolNamesOf(judgeRequest!)).toEqual([]);

    const listed = readTestingAsSdk.invocations(
      (await call("GET", `/v1/convai/test-invocations?agent_id=${agentId}&test_id=${failing}`)).json(),
    );
    expect(listed.results).toHaveLength(1);
    expect(listed.results[0]).toMatchObject({
      id,
      testRunCount: 2,
      passedCount: 1,
      failedCount: 1,
      pendingCount: 0,
    });
  });

  it("fails a run whose judge did not answer with a verdict, saying so", async () => {
    const testId = await createTestVia(call, llmTest("Unclear judge"));
    const id = await runTests([testId]);
    fake.script({ text: "Nine to five." }, { text: "Probably fine, I think." });
    await server.runJobs();
    const [run] = (await invocationOf(id)).testRuns;
    expect(run?.status).toBe("failed");
    expect(run?.conditionResult?.result).toBe("unknown");
    expect(run?.conditionResult?.rationale?.summary).toBe(
      "The judge model (house-model) did not answer with a verdict, so the test cannot pass.",
    );
  });

  it("passes a tool test when the reply calls the expected tool with matching arguments and fails one that does not", async () => {
    const tools = await call("GET", "/v1/convai/tools");
    const toolId = tools.json().tools[0].id as string;
    const toolTest = (name: string, rule: Record<string, unknown>) => ({
      type: "tool",
      name,
      chat_history: askedAbout("Where is my order A-17?"),
      tool_call_parameters: {
        referenced_tool: { id: toolId, type: "client" },
        parameters: [{ path: "order_id", eval: rule }],
      },
    });
    const exact = await createTestVia(
      call,
      toolTest("Looks up A-17", { type: "exact", expected_value: "A-17" }),
    );
    const regex = await createTestVia(
      call,
      toolTest("Looks up a B order", { type: "regex", pattern: "^B-\\d+$" }),
    );
    const id = await runTests([exact, regex]);
    const lookup = { toolCalls: [{ name: "lookup_order", arguments: '{"order_id":"A-17"}' }] };
    fake.script(lookup, lookup);
    await server.runJobs();
    const [passed, failed] = (await invocationOf(id)).testRuns;
    expect(passed).toMatchObject({ status: "passed", conditionResult: { result: "success" } });
    expect(passed?.conditionResult?.rationale?.messages).toEqual(['order_id is "A-17".']);
    expect(passed?.agentResponses?.[0]?.toolCalls?.[0]).toMatchObject({
      toolName: "lookup_order",
      paramsAsJson: '{"order_id":"A-17"}',
      type: "client",
    });
    expect(failed).toMatchObject({ status: "failed", conditionResult: { result: "failure" } });
    expect(failed?.conditionResult?.rationale?.summary).toBe(
      "The agent called lookup_order, but not with the expected arguments.",
    );
    expect(failed?.conditionResult?.rationale?.messages).toEqual([
      'order_id is "A-17", which does not match ^B-\\d+$.',
    ]);
    expect(fake.requests).toHaveLength(2); // nothing was executed, no judge was needed
  });

  it("cancels pending runs, then resubmits one with a configuration override", async () => {
    const first = await createTestVia(call, llmTest("First"));
    const second = await createTestVia(call, llmTest("Second"));
    const id = await runTests([first, second]);
    const cancelled = await call("POST", `/v1/convai/test-invocations/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await server.runJobs();
    const afterCancel = await invocationOf(id);
    expect(afterCancel.cancelled).toBe(true);
    expect(afterCancel.testRuns.map((run) => run.status)).toEqual(["cancelled", "cancelled"]);
    expect(fake.requests).toHaveLength(0);

    const runId = afterCancel.testRuns[1]!.testRunId;
    const resubmitted = await call("POST", `/v1/convai/test-invocations/${id}/resubmit`, {
      test_run_ids: [runId],
      agent_id: agentId,
      agent_config_override: {
        conversation_config: { agent: { prompt: { prompt: "You are the museum's night guard." } } },
      },
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const pending = await invocationOf(id);
    expect(pending.cancelled).toBe(false);
    expect(pending.ranAgainstDraft).toBe(true);
    expect(pending.testRuns.map((run) => run.status)).toEqual(["cancelled", "pending"]);
    fake.script({ text: "Nine to five." }, verdict("success", "Hours given."));
    await server.runJobs();
    expect((await invocationOf(id)).testRuns.map((run) => run.status)).toEqual(["cancelled", "passed"]);
    expect(messagesOf(fake.requests[0]!)[0]?.content).toContain("night guard");
    // The override was tested, never saved.
    const agent = await call("GET", `/v1/convai/agents/${agentId}`);
    expect(agent.json().conversation_config.agent.prompt.prompt).toContain("front desk");

    const foreignRun = await call("POST", `/v1/convai/test-invocations/${id}/resubmit`, {
      test_run_ids: ["trun_other"],
      agent_id: agentId,
    });
    expect(foreignRun.statusCode).toBe(422);
  });

  it("repeats each test repeat_count times", async () => {
    const testId = await createTestVia(call, llmTest("Repeated"));
    const id = await runTests([testId], { repeat_count: 2 });
    fake.script(
      { text: "Nine to five." },
      verdict("success", "Yes."),
      { text: "No idea." },
      verdict("failure", "No."),
    );
    await server.runJobs();
    const invocation = await invocationOf(id);
    expect(invocation.repeatCount).toBe(2);
    expect(invocation.testRuns.map((run) => run.status)).toEqual(["passed", "failed"]);
  });

  it("simulates a conversation with a model-driven user and the model's analysis", async () => {
    fake.script(
      { text: "I am sorry to hear that. What is your order number?" },
      { text: "It is A-17." },
      { text: "Thank you, it ships tomorrow." },
      {
        text: JSON.stringify({
          call_successful: "success",
          transcript_summary: "The customer asked about a late parcel; the agent apologised and gave a date.",
          call_summary_title: "Late parcel",
          criteria: { apologised: { result: "success", rationale: "It said sorry." } },
        }),
      },
    );
    const response = await call("POST", `/v1/convai/agents/${agentId}/simulate-conversation`, {
      simulation_specification: {
        simulated_user_config: {
          first_message: "Hi, my parcel is late.",
          prompt: { prompt: "You are a customer whose order A-17 is late." },
        },
      },
      extra_evaluation_criteria: [
        { id: "apologised", name: "Apologised", conversation_goal_prompt: "The agent apologises." },
      ],
      new_turns_limit: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const simulated = readTestingAsSdk.simulation(response.json());
    const lines = simulated.simulatedConversation.filter((line) => line.role === "user" || line.message);
    expect(lines.slice(-4).map((line) => [line.role, line.message])).toEqual([
      ["user", "Hi, my parcel is late."],
      ["agent", "I am sorry to hear that. What is your order number?"],
      ["user", "It is A-17."],
      ["agent", "Thank you, it ships tomorrow."],
    ]);
    expect(simulated.analysis).toMatchObject({
      callSuccessful: "success",
      callSummaryTitle: "Late parcel",
      evaluationCriteriaResults: {
        apologised: { criteriaId: "apologised", result: "success", rationale: "It said sorry." },
      },
    });
    // The simulated user was played by the model with its prompt; it heard the agent as the other side.
    const userRequest = fake.requests[1]!;
    expect(messagesOf(userRequest)[0]?.content).toContain("order A-17 is late");
    expect(messagesOf(userRequest).at(-1)).toEqual({
      role: "user",
      content: "I am sorry to hear that. What is your order number?",
    });
  });

  it("streams the simulated turns as JSON lines, then the analysis", async () => {
    fake.script(
      { text: "I am sorry to hear that. What is your order number?" },
      { text: "It is A-17." },
      { text: "Thank you, it ships tomorrow." },
      {
        text: JSON.stringify({
          call_successful: "success",
          transcript_summary: "A late parcel.",
          call_summary_title: "Late parcel",
          criteria: {},
        }),
      },
    );
    const response = await call("POST", `/v1/convai/agents/${agentId}/simulate-conversation/stream`, {
      simulation_specification: {
        simulated_user_config: {
          first_message: "Hi, my parcel is late.",
          prompt: { prompt: "You are a customer whose order A-17 is late." },
        },
      },
      new_turns_limit: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("application/x-ndjson");
    const lines = response.body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
    const turns = lines.slice(0, -1) as { role: string; message: string | null }[][];
    expect(turns.every(Array.isArray)).toBe(true);
    // Each user turn arrives on its own line with the agent's answer to it.
    expect(turns.slice(-2).map((turn) => turn.map((line) => [line.role, line.message]))).toEqual([
      [
        ["user", "Hi, my parcel is late."],
        ["agent", "I am sorry to hear that. What is your order number?"],
      ],
      [
        ["user", "It is A-17."],
        ["agent", "Thank you, it ships tomorrow."],
      ],
    ]);
    // Concatenated with the last line, they read as the non-stream answer does in the SDK.
    const whole = readTestingAsSdk.simulation({
      simulated_conversation: turns.flat(),
      analysis: lines.at(-1),
    });
    expect(whole.analysis).toMatchObject({ callSuccessful: "success", callSummaryTitle: "Late parcel" });
  });

  it("refuses to stream a simulation of an unknown agent with a plain error", async () => {
    const response = await call("POST", "/v1/convai/agents/agent_missing/simulate-conversation/stream", {
      simulation_specification: { simulated_user_config: {} },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().detail.status).toBe("agent_not_found");
  });
});
