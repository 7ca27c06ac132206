import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestVia, llmTest, readTestingAsSdk, requestsAs } from "./support.ts";

describe.each(databaseKinds)("agent tests and their folders on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let call: ReturnType<typeof requestsAs>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    call = requestsAs(server, owner);
  });
  afterAll(async () => server?.close());

  it("creates, reads, replaces and deletes LLM, tool and simulation tests in their wire shape", async () => {
    const llmId = await createTestVia(call, llmTest("Opening hours"));
    server.clock.advance(1_000); // newest first: each test a second after the one before
    expect(llmId).toMatch(/^test_\w{24}$/);
    const read = await call("GET", `/v1/convai/agent-testing/${llmId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(readTestingAsSdk.test(read.json())).toMatchObject({
      type: "llm",
      id: llmId,
      name: "Opening hours",
      successCondition: "The agent gives the opening hours.",
      successExamples: [{ type: "success" }],
      chatHistory: [{ role: "agent" }, { role: "user", message: "What are your opening hours?" }],
    });

    const toolId = await createTestVia(call, {
      type: "tool",
      name: "Looks up the order",
      chat_history: [{ role: "user", message: "Where is order A-17?", time_in_call_secs: 1 }],
      tool_call_parameters: {
        referenced_tool: { id: "lookup_order", type: "system" },
        parameters: [{ path: "order_id", eval: { type: "exact", expected_value: "A-17" } }],
      },
      check_any_tool_matches: true,
    });
    expect(
      readTestingAsSdk.test((await call("GET", `/v1/convai/agent-testing/${toolId}`)).json()),
    ).toMatchObject({
      type: "tool",
      checkAnyToolMatches: true,
      toolCallParameters: {
        parameters: [{ path: "order_id", eval: { type: "exact", expectedValue: "A-17" } }],
      },
    });
    server.clock.advance(1_000);
    const simulationId = await createTestVia(call, {
      type: "simulation",
      name: "Angry customer",
      simulation_scenario: "You are an angry customer whose parcel is late.",
      success_conditions: ["The agent apologises", "The agent offers a refund"],
      simulation_max_turns: 3,
    });

    const replaced = await call(
      "PUT",
      `/v1/convai/agent-testing/${llmId}`,
      llmTest("Opening hours, weekend", {
        success_condition: "The agent says it is closed on Sundays.",
      }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(readTestingAsSdk.updated(replaced.json())).toMatchObject({
      name: "Opening hours, weekend",
      successCondition: "The agent says it is closed on Sundays.",
    });

    const page = await call("GET", "/v1/convai/agent-testing?page_size=2");
    const first = readTestingAsSdk.page(page.json());
    expect(first.tests.map((test) => test.id)).toEqual([simulationId, toolId]);
    expect(first.hasMore).toBe(true);
    const rest = readTestingAsSdk.page(
      (await call("GET", `/v1/convai/agent-testing?page_size=2&cursor=${first.nextCursor}`)).json(),
    );
    expect(rest.tests.map((test) => test.id)).toEqual([llmId]);
    expect(rest.tests[0]).toMatchObject({ type: "llm", entityType: "test", name: "Opening hours, weekend" });
    const tools = readTestingAsSdk.page((await call("GET", "/v1/convai/agent-testing?types=tool")).json());
    expect(tools.tests.map((test) => test.id)).toEqual([toolId]);

    expect((await call("DELETE", `/v1/convai/agent-testing/${toolId}`)).statusCode).toBe(200);
    const gone = await call("GET", `/v1/convai/agent-testing/${toolId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toEqual({
      status: "agent_test_not_found",
      message: messages.agentTestNotFound(toolId),
    });
  });

  it("refuses a test whose conversation does not end with a user message, and an LLM test without a condition", async () => {
    const endsWithAgent = await call(
      "POST",
      "/v1/convai/agent-testing/create",
      llmTest("Bad", {
        chat_history: [
          { role: "user", message: "Hi", time_in_call_secs: 0 },
          { role: "agent", message: "Hello", time_in_call_secs: 1 },
        ],
      }),
    );
    expect(endsWithAgent.statusCode).toBe(422);
    expect(endsWithAgent.json().detail[0]).toMatchObject({
      loc: ["body", "chat_history"],
      msg: messages.agentTestEndsWithUserMessage,
    });
    const noCondition = await call(
      "POST",
      "/v1/convai/agent-testing/create",
      llmTest("Bad", { success_condition: " " }),
    );
    expect(noCondition.statusCode).toBe(422);
    expect(noCondition.json().detail[0].msg).toBe(messages.agentTestNeedsCondition);
  });

  it("keeps tests in folders: paths, children, bulk move, summaries, rename and forced delete", async () => {
    const account = await createTestAccount(server);
    const as = requestsAs(server, account);
    const created = await as("POST", "/v1/convai/agent-testing/folders", { name: "Support" });
    expect(created.statusCode, created.body).toBe(200);
    const support = readTestingAsSdk.folderCreated(created.json());
    const inner = readTestingAsSdk.folderCreated(
      (
        await as("POST", "/v1/convai/agent-testing/folders", {
          name: "Refunds",
          parent_folder_id: support.id,
        })
      ).json(),
    );
    const a = await createTestVia(as, llmTest("A", { parent_folder_id: inner.id }));
    const b = await createTestVia(as, llmTest("B"));

    const folder = readTestingAsSdk.folder(
      (await as("GET", `/v1/convai/agent-testing/folders/${inner.id}`)).json(),
    );
    expect(folder).toMatchObject({
      id: inner.id,
      name: "Refunds",
      childrenCount: 1,
      folderPath: [{ id: support.id, name: "Support" }],
    });

    const top = readTestingAsSdk.page(
      (await as("GET", "/v1/convai/agent-testing?include_folders=true&sort_mode=folders_first")).json(),
    );
    expect(top.tests.map((entry) => [entry.id, entry.entityType])).toEqual([
      [support.id, "folder"],
      [b, "test"],
    ]);
    expect(top.tests[0]).toMatchObject({ type: "folder", childrenCount: 1 });

    const moved = await as("POST", "/v1/convai/agent-testing/bulk-move", {
      entity_ids: [b],
      move_to: inner.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inInner = readTestingAsSdk.page(
      (await as("GET", `/v1/convai/agent-testing?parent_folder_id=${inner.id}`)).json(),
    );
    expect(inInner.tests.map((entry) => entry.id).sort()).toEqual([a, b].sort());
    expect(inInner.tests[0]?.folderPath?.map((segment) => segment.name)).toEqual(["Support", "Refunds"]);
    const intoItself = await as("POST", "/v1/convai/agent-testing/bulk-move", {
      entity_ids: [support.id],
      move_to: inner.id,
    });
    expect(intoItself.statusCode).toBe(422);
    expect(intoItself.json().detail[0].msg).toBe(messages.agentTestFolderIntoItself);

    const summaries = await as("POST", "/v1/convai/agent-testing/summaries", {
      test_ids: [a, b, "test_unknown"],
    });
    expect(Object.keys(readTestingAsSdk.summaries(summaries.json()).tests).sort()).toEqual([a, b].sort());

    const renamed = await as("PATCH", `/v1/convai/agent-testing/folders/${support.id}`, {
      name: "Customer care",
    });
    expect(readTestingAsSdk.folder(renamed.json())).toMatchObject({
      name: "Customer care",
      childrenCount: 1,
    });

    const refused = await as("DELETE", `/v1/convai/agent-testing/folders/${support.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toEqual({
      status: "agent_test_folder_not_empty",
      message: messages.agentTestFolderNotEmpty(3),
    });
    expect((await as("DELETE", `/v1/convai/agent-testing/folders/${support.id}?force=true`)).statusCode).toBe(
      200,
    );
    expect((await as("GET", `/v1/convai/agent-testing/${a}`)).statusCode).toBe(404);
    expect(readTestingAsSdk.page((await as("GET", "/v1/convai/agent-testing")).json()).tests).toEqual([]);
  });

  it("keeps each workspace's tests, folders and runs to itself", async () => {
    const other = await createTestAccount(server);
    const theirs = requestsAs(server, other);
    const testId = await createTestVia(theirs, llmTest("Theirs"));
    const folderId = readTestingAsSdk.folderCreated(
      (await theirs("POST", "/v1/convai/agent-testing/folders", { name: "Theirs" })).json(),
    ).id;
    expect((await call("GET", `/v1/convai/agent-testing/${testId}`)).statusCode).toBe(404);
    expect((await call("PUT", `/v1/convai/agent-testing/${testId}`, llmTest("Mine now"))).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/v1/convai/agent-testing/${testId}`)).statusCode).toBe(404);
    expect((await call("GET", `/v1/convai/agent-testing/folders/${folderId}`)).statusCode).toBe(404);
    expect(
      (await call("POST", "/v1/convai/agent-testing/bulk-move", { entity_ids: [testId] })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          "POST",
          "/v1/convai/agent-testing/create",
          llmTest("Into theirs", { parent_folder_id: folderId }),
        )
      ).statusCode,
    ).toBe(404);
    const summaries = await call("POST", "/v1/convai/agent-testing/summaries", { test_ids: [testId] });
    expect(readTestingAsSdk.summaries(summaries.json()).tests).toEqual({});
    const agent = await theirs("POST", "/v1/convai/agents/create", { conversation_config: {} });
    const ran = await theirs("POST", `/v1/convai/agents/${agent.json().agent_id}/run-tests`, {
      tests: [{ test_id: testId }],
    });
    expect(ran.statusCode, ran.body).toBe(200);
    const invocationId = ran.json().id as string;
    expect((await call("GET", `/v1/convai/test-invocations/${invocationId}`)).statusCode).toBe(404);
    expect((await call("POST", `/v1/convai/test-invocations/${invocationId}/cancel`)).statusCode).toBe(404);
    expect(
      readTestingAsSdk.invocations((await call("GET", "/v1/convai/test-invocations")).json()).results,
    ).toEqual([]);
    const mine = await call("POST", "/v1/convai/agents/create", { conversation_config: {} });
    const foreignTest = await call("POST", `/v1/convai/agents/${mine.json().agent_id}/run-tests`, {
      tests: [{ test_id: testId }],
    });
    expect(foreignTest.statusCode).toBe(404);
    expect(foreignTest.json().detail.status).toBe("agent_test_not_found");
    await server.runJobs();
  });
});
