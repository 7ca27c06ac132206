import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** The acceptance check: the official SDK's agent and conversation calls work against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: agents and conversations", () => {
  let chorus: StartedChorus;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    const shared = await sharedChorusAccount("agents");
    chorus = shared.chorus;
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
});
