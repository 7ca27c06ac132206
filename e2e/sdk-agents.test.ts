import { pdfOf } from "@chorus/adapters/testing/document-fixtures";
import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** The acceptance check: the official SDK's agent and conversation calls work against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: agents and conversations", () => {
  let chorus: StartedChorus;
  let client: ElevenLabsClient;
  let apiKey: string;
  beforeAll(async () => {
    const shared = await sharedChorusAccount("agents");
    chorus = shared.chorus;
    apiKey = shared.apiKey;
    client = new ElevenLabsClient({ apiKey: shared.apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("creates, reads, lists, changes, duplicates, summarises and deletes agents", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: "SDK bakery",
      tags: ["sdk"],
      conversationConfig: {
        agent: {
          firstMessage: "Hello from the bakery.",
          language: "en",
          prompt: { prompt: "Crumb Bakery opens at 7 am.", llm: "gemini-2.5-flash", temperature: 0.2 },
        },
        tts: { voiceId: "pJr3rCeWYRHBqkDwK3A0" },
        conversation: { textOnly: true, maxDurationSeconds: 120 },
      },
      platformSettings: { privacy: { retentionDays: 30 } },
    });
    const agent = await client.conversationalAi.agents.get(agentId);
    expect(agent).toMatchObject({ agentId, name: "SDK bakery", tags: ["sdk"] });
    expect(agent.conversationConfig.agent?.prompt?.llm).toBe("gemini-2.5-flash");
    expect(agent.conversationConfig.conversation?.maxDurationSeconds).toBe(120);
    expect(agent.platformSettings?.privacy?.retentionDays).toBe(30);

    const updated = await client.conversationalAi.agents.update(agentId, {
      name: "SDK bakery (edited)",
      conversationConfig: { agent: { firstMessage: "Welcome back." } },
    });
    expect(updated.name).toBe("SDK bakery (edited)");
    expect(updated.conversationConfig.agent?.firstMessage).toBe("Welcome back.");
    expect(updated.conversationConfig.agent?.prompt?.prompt).toBe("Crumb Bakery opens at 7 am.");

    const page = await client.conversationalAi.agents.list({ search: "SDK bakery" });
    expect(page.agents.map((summary) => summary.agentId)).toContain(agentId);
    const copy = await client.conversationalAi.agents.duplicate(agentId, { name: "SDK copy" });
    const summaries = await client.conversationalAi.agents.summaries.get({
      agentIds: [agentId, copy.agentId],
    });
    expect(Object.keys(summaries).sort()).toEqual([agentId, copy.agentId].sort());
    const link = await client.conversationalAi.agents.link.get(agentId);
    expect(link.token?.conversationToken).toBeTruthy();
    const llms = await client.conversationalAi.llm.list();
    expect(llms.llms.length).toBeGreaterThan(0);

    await client.conversationalAi.agents.delete(copy.agentId);
    await expect(client.conversationalAi.agents.get(copy.agentId)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 404,
    );
  });

  it("creates an agent with a workflow, reads it back whole and duplicates it", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: "SDK workflow",
      conversationConfig: { conversation: { textOnly: true } },
      workflow: {
        nodes: {
          start: { type: "start", position: { x: 0, y: 0 } },
          billing: { type: "override_agent", label: "Billing", additionalPrompt: "Invoices go out monthly." },
          end: { type: "end" },
        },
        edges: {
          to_billing: {
            source: "start",
            target: "billing",
            forwardCondition: { type: "llm", condition: "the caller asks about an invoice" },
          },
          to_end: {
            source: "billing",
            target: "end",
            forwardCondition: {
              type: "expression",
              expression: {
                type: "eq_operator",
                left: { type: "dynamic_variable", name: "done" },
                right: { type: "boolean_literal", value: true },
              },
            },
          },
        },
      },
    });
    const { workflow } = await client.conversationalAi.agents.get(agentId);
    expect(workflow?.nodes.billing).toMatchObject({
      type: "override_agent",
      additionalPrompt: "Invoices go out monthly.",
    });
    expect(workflow?.edges.to_end?.forwardCondition).toMatchObject({ type: "expression" });
    expect(workflow?.preventSubagentLoops).toBe(false);
    const copy = await client.conversationalAi.agents.duplicate(agentId);
    expect((await client.conversationalAi.agents.get(copy.agentId)).workflow).toEqual(workflow);
  });

  it("gets a signed URL, holds a conversation over it, reads the conversation back and tags it", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      conversationConfig: {
        agent: { firstMessage: "Crumb Bakery here.", prompt: { prompt: "Crumb Bakery opens at 7 am." } },
        conversation: { textOnly: true },
      },
    });
    const { signedUrl } = await client.conversationalAi.conversations.getSignedUrl({ agentId });
    // No LiveKit here: the WebRTC token is refused with the way that works.
    await expect(client.conversationalAi.conversations.getWebrtcToken({ agentId })).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ElevenLabsError &&
        error.statusCode === 400 &&
        (error.body as { detail: { status: string } }).detail.status === "unsupported_feature",
    );
    const ws = new WebSocket(
      `${chorus.url.replace(/^http/, "ws")}/v1/convai/conversation${new URL(signedUrl).search}`,
      ["convai"],
    );
    const frames: { type: string; [key: string]: unknown }[] = [];
    ws.on("message", (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(JSON.stringify({ type: "conversation_initiation_client_data" }));
    await expect.poll(() => frames.some((frame) => frame.type === "agent_response")).toBe(true);
    ws.send(JSON.stringify({ type: "user_message", text: "When do you open?" }));
    await expect
      .poll(() => frames.filter((frame) => frame.type === "agent_response").length, { timeout: 15_000 })
      .toBe(2);
    const metadata = frames[0] as unknown as {
      conversation_initiation_metadata_event: { conversation_id: string };
    };
    const conversationId = metadata.conversation_initiation_metadata_event.conversation_id;
    ws.close();

    await expect
      .poll(async () => (await client.conversationalAi.conversations.get(conversationId)).status, {
        timeout: 15_000,
      })
      .toBe("done");
    const conversation = await client.conversationalAi.conversations.get(conversationId);
    expect(conversation.transcript.map((turn) => turn.role)).toEqual(["agent", "user", "agent"]);
    expect(conversation.transcript[2]?.message).toContain("7 am");
    const listed = await client.conversationalAi.conversations.list({ agentId });
    expect(listed.conversations.map((summary) => summary.conversationId)).toEqual([conversationId]);
    await client.conversationalAi.conversations.feedback.create(conversationId, { feedback: "like" });

    const tags = client.conversationalAi.conversations.tags;
    const tag = await tags.create({ title: "SDK tag", description: "Made by the SDK" });
    expect(tag).toMatchObject({ title: "SDK tag", description: "Made by the SDK" });
    expect(await tags.get(tag.tagId)).toEqual(tag);
    expect((await tags.list({ pageSize: 100 })).conversationTags.map((each) => each.tagId)).toContain(
      tag.tagId,
    );
    expect((await tags.update(tag.tagId, { title: "SDK tag, renamed" })).title).toBe("SDK tag, renamed");
    await tags.assign(conversationId, { tagIds: [tag.tagId] });
    expect((await client.conversationalAi.conversations.get(conversationId)).tagIds).toEqual([tag.tagId]);
    const tagged = await client.conversationalAi.conversations.list({ tagIds: [tag.tagId] });
    expect(tagged.conversations.map((summary) => summary.conversationId)).toEqual([conversationId]);
    await tags.unassign(conversationId, tag.tagId);
    expect((await client.conversationalAi.conversations.get(conversationId)).tagIds).toEqual([]);
    await tags.delete(tag.tagId);
    await expect(tags.get(tag.tagId)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 404,
    );

    await client.conversationalAi.conversations.delete(conversationId);
    expect((await client.conversationalAi.conversations.list({ agentId })).conversations).toEqual([]);
  });

  it("stores, lists, changes and deletes workspace secrets, which agents use and which are never answered", async () => {
    const secrets = client.conversationalAi.secrets;
    const value = `sk-sdk-${Date.now()}-never-answered`;
    const created = await secrets.create({ name: "SDK model key", value });
    expect(created).toEqual({ type: "stored", secretId: expect.any(String), name: "SDK model key" });
    const { agentId } = await client.conversationalAi.agents.create({
      name: "SDK keyed agent",
      conversationConfig: {
        agent: {
          prompt: {
            customLlm: { url: "https://models.example.com/v1", apiKey: { secretId: created.secretId } },
          },
        },
        conversation: { textOnly: true },
      },
    });

    const got = await secrets.get(created.secretId);
    expect(got).toMatchObject({ secretId: created.secretId, name: "SDK model key" });
    expect(got.usedBy.agents).toEqual([expect.objectContaining({ type: "available", id: agentId })]);
    const listed = await secrets.list({ pageSize: 100, dependencyLimit: 5, search: "SDK model" });
    expect(listed.secrets.map((secret) => secret.secretId)).toEqual([created.secretId]);
    const dependencies = await secrets.getDependencies(created.secretId, "agents", { pageSize: 10 });
    expect(dependencies.dependencies).toEqual([expect.objectContaining({ id: agentId })]);
    expect(JSON.stringify([created, got, listed, dependencies])).not.toContain(value);

    const updated = await secrets.update(created.secretId, {
      name: "SDK model key, renamed",
      value: `${value}-2`,
    });
    expect(updated).toEqual({ type: "stored", secretId: created.secretId, name: "SDK model key, renamed" });
    await expect(secrets.delete(created.secretId)).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ElevenLabsError &&
        error.statusCode === 409 &&
        (error.body as { detail: { status: string } }).detail.status === "secret_in_use",
    );
    await client.conversationalAi.agents.delete(agentId);
    await secrets.delete(created.secretId);
    await expect(secrets.get(created.secretId)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 404,
    );
  });

  it("creates, lists, replaces, attaches and deletes workspace tools", async () => {
    const tools = client.conversationalAi.tools;
    const { secretId } = await client.conversationalAi.secrets.create({
      name: "sdk_orders_key",
      value: "s3cret",
    });
    const webhook = await tools.create({
      toolConfig: {
        type: "webhook",
        name: "sdk_lookup_order",
        description: "Looks up an order by its number.",
        apiSchema: {
          url: "https://api.example.com/orders/{order_id}",
          method: "GET",
          pathParamsSchema: { order_id: { type: "string", description: "The order number" } },
          requestHeaders: { "X-Api-Key": { secretId }, Accept: "application/json" },
        },
        assignments: [{ dynamicVariable: "order_status", valuePath: "status" }],
      },
    });
    expect(webhook.toolConfig).toMatchObject({
      type: "webhook",
      name: "sdk_lookup_order",
      apiSchema: { requestHeaders: { "X-Api-Key": { secretId } } },
    });
    expect(webhook.usageStats).toEqual({ totalCalls: 0, avgLatencySecs: 0 });
    expect(webhook.accessInfo.isCreator).toBe(true);
    const clientTool = await tools.create({
      toolConfig: {
        type: "client",
        name: "sdk_show_product",
        description: "Shows a product.",
        expectsResponse: true,
        parameters: {
          type: "object",
          properties: { id: { type: "string", description: "Product" } },
          required: ["id"],
        },
      },
    });
    expect(await tools.get(webhook.id)).toEqual(webhook);
    const listed = await tools.list({ types: "client", pageSize: 100 });
    expect(listed.tools.map((tool) => tool.id)).toContain(clientTool.id);
    expect(listed.tools.map((tool) => tool.id)).not.toContain(webhook.id);
    const updated = await tools.update(clientTool.id, {
      toolConfig: { type: "client", name: "sdk_show_product_v2", description: "Shows a product, v2." },
    });
    expect(updated.toolConfig).toMatchObject({ type: "client", name: "sdk_show_product_v2" });

    const { agentId } = await client.conversationalAi.agents.create({
      name: "SDK tool user",
      conversationConfig: { agent: { prompt: { toolIds: [webhook.id, clientTool.id] } } },
    });
    const dependents = await tools.getDependentAgents(webhook.id);
    expect(dependents.agents.map((agent) => agent.id)).toEqual([agentId]);
    expect((await tools.executions.get(webhook.id)).executions).toEqual([]);
    await expect(tools.delete(webhook.id)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 409,
    );
    await tools.delete(webhook.id, { force: true });
    const agent = await client.conversationalAi.agents.get(agentId);
    expect(agent.conversationConfig.agent?.prompt?.toolIds).toEqual([clientTool.id]);
    await expect(tools.get(webhook.id)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 404,
    );
    await client.conversationalAi.agents.delete(agentId);
    await tools.delete(clientTool.id);
    await client.conversationalAi.secrets.delete(secretId);
  });

  it("keeps a knowledge base: text, PDF and folders, the index the worker builds, passages, search, moves and deletes", async () => {
    const knowledgeBase = client.conversationalAi.knowledgeBase;
    const documents = knowledgeBase.documents;
    const model = "e5_mistral_7b_instruct";
    const refusedWith = (statusCode: number, status?: string) => (error: unknown) =>
      error instanceof ElevenLabsError &&
      error.statusCode === statusCode &&
      (status === undefined || (error.body as { detail: { status: string } }).detail.status === status);

    const folder = await documents.createFolder({ name: "SDK policies" });
    expect(folder).toEqual({ id: expect.any(String), name: "SDK policies", folderPath: [] });
    const text = await documents.createFromText({
      text: "Crumb Bakery opens at 7 am.",
      name: "SDK hours",
      parentFolderId: folder.id,
    });
    expect(text).toEqual({ id: expect.any(String), name: "SDK hours", folderPath: [{ id: folder.id }] });
    const pdf = await pdfOf([
      ["Crumb Bakery recipes."],
      [
        "The secret ingredient of the rye loaf is a pinch of cardamom.",
        ...Array.from({ length: 30 }, (_, i) => `Shelf ${i + 1} holds flour of batch ${i + 100}.`),
      ],
    ]);
    const file = await documents.createFromFile({
      file: { data: Buffer.from(pdf), filename: "recipes.pdf", contentType: "application/pdf" },
      name: "SDK recipes",
    });
    expect(file).toEqual({ id: expect.any(String), name: "SDK recipes", folderPath: [] });
    // A URL document needs a public https page, which a test machine need not reach: only the SDK's
    // call and Chorus's refusal of a loopback address are checked here (fetching is integration-tested).
    await expect(documents.createFromUrl({ url: "https://127.0.0.1/hours" })).rejects.toSatisfy(
      refusedWith(422),
    );

    const top = await knowledgeBase.list({ pageSize: 100 });
    expect(top.documents.map((entry) => entry.id).sort()).toEqual([folder.id, file.id].sort());
    const inFolder = await knowledgeBase.list({ parentFolderId: folder.id });
    expect(inFolder.documents.map((entry) => [entry.type, entry.id])).toEqual([["text", text.id]]);
    expect(await documents.get(file.id)).toMatchObject({
      type: "file",
      id: file.id,
      name: "SDK recipes",
      filename: "recipes.pdf",
      folderPath: [],
    });
    const changed = await documents.update(text.id, {
      name: "SDK opening hours",
      content: "Crumb Bakery opens at 8 am on Sundays.",
    });
    expect(changed).toMatchObject({ type: "text", id: text.id, name: "SDK opening hours" });
    expect(await documents.getContent(text.id)).toBe("Crumb Bakery opens at 8 am on Sundays.");
    await documents.move(file.id, { moveTo: folder.id });
    expect((await documents.get(file.id)).folderPath).toEqual([{ id: folder.id, name: "SDK policies" }]);
    const content = await documents.getContent(file.id);
    expect(content).toContain("The secret ingredient of the rye loaf is a pinch of cardamom.");

    // The index was queued with the document; asking again answers the same one, which the server's
    // own worker builds.
    const index = await knowledgeBase.document.computeRagIndex(file.id, { model });
    expect(index).toMatchObject({ id: expect.any(String), model });
    await expect
      .poll(
        async () =>
          (await client.conversationalAi.getDocumentRagIndexes(file.id)).indexes.map((each) => each.status),
        { timeout: 30_000 },
      )
      .toEqual(["succeeded"]);
    const [built] = (await client.conversationalAi.getDocumentRagIndexes(file.id)).indexes;
    expect(built).toMatchObject({ id: index.id, model, progressPercentage: 100 });
    expect(built!.documentModelIndexUsage.usedBytes).toBeGreaterThan(0);
    const passages = await documents.chunks.list(file.id, { embeddingModel: model, pageSize: 100 });
    expect(passages.chunks.map((chunk) => chunk.content).join("\n")).toContain("Shelf 30 holds flour");
    const cardamom = passages.chunks.find((chunk) => chunk.content.includes("cardamom"));
    expect(cardamom, JSON.stringify(passages)).toBeDefined();
    expect(await documents.chunk.get(file.id, cardamom!.id, { embeddingModel: model })).toEqual(cardamom);

    const { agentId } = await client.conversationalAi.agents.create({
      name: "SDK recipe agent",
      conversationConfig: {
        agent: {
          prompt: {
            prompt: "You are the assistant of Crumb Bakery.",
            knowledgeBase: [{ type: "file", name: "SDK recipes", id: file.id, usageMode: "auto" }],
            rag: { enabled: true, maxRetrievedRagChunksCount: 3 },
          },
        },
        conversation: { textOnly: true },
      },
    });
    const agent = await client.conversationalAi.agents.get(agentId);
    expect(agent.conversationConfig.agent?.prompt?.knowledgeBase).toEqual([
      { type: "file", name: "SDK recipes", id: file.id, usageMode: "auto" },
    ]);
    expect(agent.conversationConfig.agent?.prompt?.rag).toMatchObject({
      enabled: true,
      maxRetrievedRagChunksCount: 3,
    });
    const size = await client.conversationalAi.agents.knowledgeBase.size(agentId);
    expect(size.numberOfPages).toBeGreaterThan(0);
    expect(size.numberOfPages).toBeCloseTo(content.length / 3_000, 1);
    const dependents = await documents.getAgents(file.id);
    expect(dependents.agents).toEqual([
      expect.objectContaining({ type: "available", id: agentId, name: "SDK recipe agent" }),
    ]);

    const found = await knowledgeBase.search({ query: "cardamom" });
    expect(found.results.map((result) => result.document.id)).toEqual([file.id]);
    expect(
      found.results[0]!.searchSnippet?.filter((piece) => piece.isHit).map((piece) => piece.value),
    ).toEqual(["cardamom"]);
    const summaries = await documents.summaries.get({ documentIds: [text.id, file.id, "no-such-document"] });
    expect(summaries[text.id]).toMatchObject({
      status: "success",
      data: { type: "text", id: text.id, name: "SDK opening hours" },
    });
    expect(summaries[file.id]).toMatchObject({
      status: "success",
      data: { type: "file", id: file.id, dependentAgents: [expect.objectContaining({ id: agentId })] },
    });
    expect(summaries["no-such-document"]).toMatchObject({
      status: "failure",
      errorCode: 404,
      errorStatus: "knowledge_base_document_not_found",
    });
    const { signedUrl } = await documents.getSourceFileUrl(file.id);
    const download = await fetch(signedUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    // Back to the top, both of them; the one an agent uses is deleted only when forced.
    await documents.bulkMove({ documentIds: [text.id, file.id] });
    expect((await knowledgeBase.list({ parentFolderId: folder.id })).documents).toEqual([]);
    const deleted = await documents.bulkDelete({ documentIds: [text.id, file.id] });
    expect(deleted).toEqual({
      [text.id]: { status: "success", data: { id: text.id } },
      [file.id]: expect.objectContaining({
        status: "failure",
        errorCode: 409,
        errorStatus: "knowledge_base_document_in_use",
      }),
    });
    await expect(documents.delete(file.id)).rejects.toSatisfy(
      refusedWith(409, "knowledge_base_document_in_use"),
    );
    await documents.delete(file.id, { force: true });
    const after = await client.conversationalAi.agents.get(agentId);
    expect(after.conversationConfig.agent?.prompt?.knowledgeBase).toEqual([]);
    expect((await client.conversationalAi.agents.knowledgeBase.size(agentId)).numberOfPages).toBe(0);
    await expect(documents.get(file.id)).rejects.toSatisfy(
      refusedWith(404, "knowledge_base_document_not_found"),
    );
    await documents.delete(folder.id);
    expect((await knowledgeBase.list({ pageSize: 100 })).documents).toEqual([]);
    await client.conversationalAi.agents.delete(agentId);
  });

  it("keeps the workspace's agent settings and dashboard, counts live calls, estimates model costs, lists callers and environment variables", async () => {
    const convai = client.conversationalAi;
    const { secretId } = await convai.secrets.create({
      name: `SDK hook key ${Date.now()}`,
      value: "hook-token",
    });
    const settings = await convai.settings.update({
      conversationInitiationClientDataWebhook: {
        url: "https://hooks.example.com/start",
        requestHeaders: { "X-Team": "support", Authorization: { secretId } },
      },
      webhooks: { sendAudio: true },
      ragRetentionPeriodDays: 30,
    });
    expect(settings).toMatchObject({
      conversationInitiationClientDataWebhook: {
        url: "https://hooks.example.com/start",
        requestHeaders: { "X-Team": "support", Authorization: { secretId } },
      },
      webhooks: { sendAudio: true },
      canUseMcpServers: false,
      ragRetentionPeriodDays: 30,
    });
    expect(await convai.settings.get()).toEqual(settings);
    expect((await convai.secrets.get(secretId)).usedBy.others).toEqual(["conversation_initiation_webhook"]);

    const charts = [
      { type: "call_success" as const, name: "Success" },
      { type: "criteria" as const, name: "Polite", criteriaId: "polite" },
    ];
    expect((await convai.dashboard.settings.update({ charts })).charts).toEqual(charts);
    expect((await convai.dashboard.settings.get()).charts).toEqual(charts);

    expect(await convai.analytics.liveCount.get()).toEqual({ count: expect.any(Number) });
    expect(await convai.analytics.liveCount.get({ agentIds: ["no-such-agent"] })).toEqual({ count: 0 });

    const { llmPrices } = await convai.llmUsage.calculate({
      promptLength: 2_000,
      numberOfPages: 10,
      ragEnabled: true,
    });
    expect(llmPrices).toContainEqual({ llm: "chorus-retrieval", pricePerMinute: 0, pricePerMessage: 0 });

    const users = await convai.users.list({ pageSize: 10, sortBy: "conversation_count" });
    expect(users).toMatchObject({ users: expect.any(Array), hasMore: expect.any(Boolean) });

    const variables = client.environmentVariables;
    const label = `SDK_BASE_${Date.now()}`;
    const created = await variables.create({
      type: "string",
      label,
      values: { production: "https://api.example.com", staging: "https://staging.example.com" },
    });
    expect(created).toMatchObject({
      label,
      type: "string",
      values: { production: "https://api.example.com" },
    });
    expect(await variables.get(created.id)).toEqual(created);
    const updated = await variables.update(created.id, {
      values: { dev: "http://localhost" },
    });
    expect(updated.values).toMatchObject({ production: "https://api.example.com", dev: "http://localhost" });
    const secretVariable = await variables.create({
      type: "secret",
      label: `${label}_KEY`,
      values: { production: { secretId } },
    });
    expect(secretVariable.values).toEqual({ production: { secretId } });
    const listed = await variables.list({ label, pageSize: 10 });
    expect(listed.environmentVariables.map((variable) => variable.id)).toEqual([
      secretVariable.id,
      created.id,
    ]);
    expect((await variables.list({ type: "secret", label })).environmentVariables).toHaveLength(1);
    await expect(convai.secrets.delete(secretId)).rejects.toSatisfy(
      (error: unknown) => error instanceof ElevenLabsError && error.statusCode === 409,
    );

    // The SDK leaves out what is undefined, so the webhook is removed with the wire's null.
    const cleared = await fetch(`${chorus.url}/v1/convai/settings`, {
      method: "PATCH",
      headers: { "xi-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify({
        conversation_initiation_client_data_webhook: null,
        rag_retention_period_days: -1,
      }),
    });
    expect(cleared.status).toBe(200);
    expect((await convai.settings.get()).conversationInitiationClientDataWebhook).toBeUndefined();
  });
});
