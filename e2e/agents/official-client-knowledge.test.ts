import { pdfOf } from "@chorus/adapters/testing/document-fixtures";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SharedChorusAccount, sharedChorusAccount } from "../support/shared-chorus-account.ts";
import { launchBrowser } from "../web/support/browser.ts";
import { agentApi, type Json } from "./support/agent-api.ts";
import { type ClientPageServer, serveClientPage } from "./support/client-page-server.ts";
import { type ClientSession, openClientSession } from "./support/client-session.ts";

const fact = "The spare key is kept under the blue flowerpot.";
/** Lines that fill a page of the manual, about other things, so that it makes several passages. */
const filler = (place: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${place} cupboard ${i + 1} holds linen and candles, checked before each stay by the housekeeper.`,
  );
/**
 * A house manual in several retrieval passages, whose one fact about the key is nowhere else: not in
 * the prompt, not in the greeting, not in the other passages.
 */
const manualPages = [
  [
    "Seaview Cottage guest manual.",
    "Check-in is from 4 pm and check-out is by 10 am.",
    "The wireless network is called Seaview and its password is on the fridge.",
    ...filler("Hall", 14),
  ],
  [
    "Around the house.",
    "Towels are in the wardrobe of the upstairs bedroom.",
    fact,
    "The dishwasher tablets are under the kitchen sink.",
    "Bins are collected on Tuesday mornings.",
    ...filler("Landing", 14),
  ],
  [
    "Around the village.",
    "The nearest bakery opens at 7 am.",
    "The beach is a ten-minute walk down the lane.",
    ...filler("Garage", 14),
  ],
];
const prompt = "You are the assistant of Seaview Cottage, a holiday home. Answer guests briefly.";
const firstMessage = "Hello, this is Seaview Cottage. How can I help?";
const question = "Where is the spare key?";

/**
 * Issue 19's acceptance check for the knowledge base: through the official `@elevenlabs/client` in
 * headless Chromium, an agent with retrieval on answers a question whose answer is only in a PDF
 * uploaded to its knowledge base, and the stored conversation names the passage it retrieved.
 */
describe("official @elevenlabs/client in Chromium: an agent answers from an uploaded PDF", () => {
  let account: SharedChorusAccount;
  let browser: Browser;
  let page: ClientPageServer;
  let session: ClientSession | undefined;
  const { api, createAgent } = agentApi(() => account);

  beforeAll(async () => {
    [account, browser, page] = await Promise.all([
      sharedChorusAccount("official-client-knowledge"),
      launchBrowser(),
      serveClientPage(),
    ]);
  });
  afterEach(async () => session?.close());
  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  it("retrieves the PDF's passage for the question, answers with it, and records it on the turn", async () => {
    const pdf = await pdfOf(manualPages, { title: "Seaview Cottage guest manual" });
    // The PDF's text is compressed: the fact is found only by reading the document.
    expect(Buffer.from(pdf).toString("latin1")).not.toContain("flowerpot");
    const form = new FormData();
    form.append("name", "Guest manual");
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "guest-manual.pdf");
    const uploaded = await fetch(`${account.chorus.url}/v1/convai/knowledge-base/file`, {
      method: "POST",
      headers: { "xi-api-key": account.apiKey },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { id: documentId } = (await uploaded.json()) as { id: string };

    // The server's worker builds the document's index in the background.
    await expect
      .poll(
        async () =>
          ((await api("GET", `/v1/convai/knowledge-base/${documentId}/rag-index`)).indexes as Json[]).map(
            (index) => index.status,
          ),
        { timeout: 30_000 },
      )
      .toEqual(["succeeded"]);

    const agentId = await createAgent({
      name: "Seaview Cottage",
      conversation_config: {
        agent: {
          first_message: firstMessage,
          prompt: {
            prompt,
            knowledge_base: [{ type: "file", name: "Guest manual", id: documentId, usage_mode: "auto" }],
            rag: { enabled: true, max_retrieved_rag_chunks_count: 2 },
          },
        },
        conversation: { text_only: true },
        // No "Are you still there?" in the transcript when a loaded machine is slow between turns.
        turn: { turn_timeout: -1 },
      },
    });
    const { signed_url: signedUrl } = await api(
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
    );

    session = await openClientSession(browser, page.origin);
    const started = await session.start({ signedUrl, textOnly: true });
    expect(started, await session.describe()).toMatchObject({ ok: true });
    const conversationId = (started as { conversationId: string }).conversationId;
    const [greeting] = await session.waitForEvents("message", 1, { source: "ai" });
    expect(greeting?.data.message).toBe(firstMessage);

    await session.send(question);
    const answer = (await session.waitForEvents("message", 2, { source: "ai" }))[1]!;
    expect(answer.data.message).toContain("under the blue flowerpot");
    await session.end();
    const [disconnect] = await session.waitForEvents("disconnect");
    expect(disconnect?.data.reason).toBe("user");
    expect(await session.events("error")).toEqual([]);
    expect(session.console).toEqual([]);

    // The stored conversation: the agent's answer, and the passage of the PDF it was given.
    let conversation: Json = {};
    await expect
      .poll(async () => {
        conversation = await api("GET", `/v1/convai/conversations/${conversationId}`);
        return conversation.status;
      })
      .toBe("done");
    const transcript = conversation.transcript as Json[];
    expect(transcript.map((turn) => [turn.role, turn.message])).toEqual([
      ["agent", firstMessage],
      ["user", question],
      ["agent", answer.data.message],
    ]);
    const retrieval = transcript[2]!.rag_retrieval_info as Json;
    expect(retrieval).toMatchObject({ embedding_model: "e5_mistral_7b_instruct", retrieval_query: question });
    const chunks = retrieval.chunks as Json[];
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(2);
    expect(chunks.every((chunk) => chunk.document_id === documentId)).toBe(true);
    // The first passage retrieved is the one with the fact, out of the several the manual makes.
    const passages = (await api("GET", `/v1/convai/knowledge-base/${documentId}/chunks?page_size=100`))
      .chunks as Json[];
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.filter((each) => each.content.includes("flowerpot"))).toHaveLength(1);
    const passage = await api("GET", `/v1/convai/knowledge-base/${documentId}/chunk/${chunks[0]!.chunk_id}`);
    expect(passage.content).toContain(fact);
    // Only this turn retrieved: the greeting did not.
    expect(transcript[0]!.rag_retrieval_info ?? null).toBeNull();
  });
});
