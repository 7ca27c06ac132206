import { pdfOf } from "@chorus/adapters/testing/document-fixtures";
import { messages } from "@chorus/contract";
import type { RemoteFileFetcher } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, readAgentAsSdk } from "../agents/support.ts";
import { postForm } from "../voices/cloning-support.ts";
import { addText, callAs, readKnowledgeAsSdk } from "./support.ts";

const bakery = [
  "Crumb Bakery opens at 7 am on weekdays and at 8 am on Saturdays.",
  "",
  "Our sourdough is fermented for thirty-six hours and baked in a wood-fired oven.",
  "",
  "Gift cards can be bought in the shop or online, and they never expire.",
].join("\n");

describe.each(databaseKinds)("knowledge base documents on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    callAs(server, owner)(method, url, body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("adds a text, indexes it in the background, and serves its content, passages and search", async () => {
    const id = await addText(server, owner, bakery, { name: "  Bakery facts  " });
    const got = readKnowledgeAsSdk.document((await call("GET", `/v1/convai/knowledge-base/${id}`)).json());
    expect(got).toMatchObject({ type: "text", id, name: "Bakery facts", folderPath: [] });
    if (got.type !== "text") throw new Error("not a text document");
    expect(got.extractedInnerHtml).toContain("<p>Crumb Bakery opens at 7 am on weekdays");
    expect(got.metadata.sizeBytes).toBe(Buffer.byteLength(bakery.trim()));
    expect(got.accessInfo).toMatchObject({ isCreator: true, creatorEmail: owner.user.email });

    const content = await call("GET", `/v1/convai/knowledge-base/${id}/content`);
    expect(content.headers["content-type"]).toContain("text/plain");
    expect(content.body).toBe(bakery.trim());

    // The default model's index was queued with the document: built once the worker runs.
    const queued = readKnowledgeAsSdk.indexes(
      (await call("GET", `/v1/convai/knowledge-base/${id}/rag-index`)).json(),
    );
    expect(queued.indexes).toEqual([
      expect.objectContaining({ model: "e5_mistral_7b_instruct", status: "created", progressPercentage: 0 }),
    ]);
    expect(
      readKnowledgeAsSdk.chunks((await call("GET", `/v1/convai/knowledge-base/${id}/chunks`)).json()).chunks,
    ).toEqual([]);
    await server.runJobs();
    const built = readKnowledgeAsSdk.indexes(
      (await call("GET", `/v1/convai/knowledge-base/${id}/rag-index`)).json(),
    );
    expect(built.indexes[0]).toMatchObject({ status: "succeeded", progressPercentage: 100 });
    expect(built.indexes[0]!.documentModelIndexUsage.usedBytes).toBeGreaterThan(100);

    const chunks = readKnowledgeAsSdk.chunks(
      (await call("GET", `/v1/convai/knowledge-base/${id}/chunks`)).json(),
    );
    expect(chunks.chunks.map((chunk) => chunk.content).join("\n")).toBe(bakery.replace(/\n\n/g, "\n"));
    const first = chunks.chunks[0]!;
    const chunk = readKnowledgeAsSdk.chunk(
      (await call("GET", `/v1/convai/knowledge-base/${id}/chunk/${first.id}`)).json(),
    );
    expect(chunk).toEqual(first);
    const missingChunk = await call("GET", `/v1/convai/knowledge-base/${id}/chunk/nope`);
    expect(missingChunk.statusCode).toBe(404);
    expect(missingChunk.json().detail.status).toBe("knowledge_base_chunk_not_found");

    const search = readKnowledgeAsSdk.search(
      (await call("GET", "/v1/convai/knowledge-base/search?query=fermented%20sourdough")).json(),
    );
    expect(search.results[0]?.document.id).toBe(id);
    expect(
      search.results[0]?.searchSnippet?.filter((piece) => piece.isHit).map((piece) => piece.value),
    ).toEqual(expect.arrayContaining(["sourdough", "fermented"]));
    // Another workspace finds nothing of it, and cannot read it.
    const theirs = await callAs(server, stranger)("GET", "/v1/convai/knowledge-base/search?query=sourdough");
    expect(readKnowledgeAsSdk.search(theirs.json()).results).toEqual([]);
    const foreign = await callAs(server, stranger)("GET", `/v1/convai/knowledge-base/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toEqual({
      status: "knowledge_base_document_not_found",
      message: messages.documentNotFound(id),
    });
  });

  it("changes a text document's text and rebuilds its index; renames; refuses another member's changes", async () => {
    const id = await addText(server, owner, "The shop closes at 6 pm.");
    await server.runJobs();
    const colleague = await createTestAccount(server);
    const member = await addTestMember(server, owner.workspace.id, colleague.user.id, "editor");
    const theirs = await callAs(server, member)("PATCH", `/v1/convai/knowledge-base/${id}`, { name: "Mine" });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().detail.message).toBe(messages.documentOwnerOrAdmin);

    const changed = await call("PATCH", `/v1/convai/knowledge-base/${id}`, {
      name: "Hours",
      content: "The shop closes at 9 pm on Fridays.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(readKnowledgeAsSdk.document(changed.json())).toMatchObject({ name: "Hours" });
    await server.runJobs();
    const chunks = readKnowledgeAsSdk.chunks(
      (await call("GET", `/v1/convai/knowledge-base/${id}/chunks`)).json(),
    );
    expect(chunks.chunks.map((chunk) => chunk.content)).toEqual(["The shop closes at 9 pm on Fridays."]);
  });

  it("keeps documents in folders: listing, paths, moves, and no folder inside itself", async () => {
    const account = await createTestAccount(server);
    const as = callAs(server, account);
    const folder = readKnowledgeAsSdk.added(
      (await as("POST", "/v1/convai/knowledge-base/folder", { name: "Policies" })).json(),
    ).id;
    const inner = readKnowledgeAsSdk.added(
      (
        await as("POST", "/v1/convai/knowledge-base/folder", { name: "Refunds", parent_folder_id: folder })
      ).json(),
    );
    expect(inner.folderPath).toEqual([{ id: folder }]);
    const doc = await addText(server, account, "Refunds are paid within 14 days.", {
      parent_folder_id: inner.id,
    });
    const top = await addText(server, account, "Welcome to the shop.", { name: "Welcome" });

    const listed = readKnowledgeAsSdk.list((await as("GET", "/v1/convai/knowledge-base")).json());
    expect(listed.documents.map((entry) => entry.id)).toEqual([folder, top]);
    const folderEntry = listed.documents[0]!;
    expect(folderEntry).toMatchObject({ type: "folder", childrenCount: 1, documentCount: 0 });
    const inside = readKnowledgeAsSdk.list(
      (await as("GET", `/v1/convai/knowledge-base?parent_folder_id=${inner.id}`)).json(),
    );
    expect(inside.documents.map((entry) => entry.id)).toEqual([doc]);
    const got = readKnowledgeAsSdk.document((await as("GET", `/v1/convai/knowledge-base/${doc}`)).json());
    expect(got.folderPath).toEqual([
      { id: folder, name: "Policies" },
      { id: inner.id, name: "Refunds" },
    ]);
    const searched = readKnowledgeAsSdk.list(
      (await as("GET", "/v1/convai/knowledge-base?search=welc")).json(),
    );
    expect(searched.documents.map((entry) => entry.id)).toEqual([top]);

    const loop = await as("POST", `/v1/convai/knowledge-base/${folder}/move`, { move_to: inner.id });
    expect(loop.statusCode).toBe(422);
    expect(JSON.stringify(loop.json())).toContain(messages.folderIntoItself);
    const moved = await as("POST", "/v1/convai/knowledge-base/bulk-move", {
      document_ids: [doc, top],
      move_to: folder,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = readKnowledgeAsSdk.list(
      (await as("GET", `/v1/convai/knowledge-base?parent_folder_id=${folder}`)).json(),
    );
    expect(now.documents.map((entry) => entry.id).sort()).toEqual([inner.id, doc, top].sort());
    const toTop = await as("POST", `/v1/convai/knowledge-base/${doc}/move`, {});
    expect(toTop.statusCode).toBe(200);
    expect(
      readKnowledgeAsSdk.document((await as("GET", `/v1/convai/knowledge-base/${doc}`)).json()).folderPath,
    ).toEqual([]);

    // Deleting the folder deletes what is inside it.
    expect((await as("DELETE", `/v1/convai/knowledge-base/${folder}`)).statusCode).toBe(200);
    expect((await as("GET", `/v1/convai/knowledge-base/${top}`)).statusCode).toBe(404);
    expect((await as("GET", `/v1/convai/knowledge-base/${doc}`)).statusCode).toBe(200);
  });

  it("reads an uploaded PDF, keeps the file behind a signed address, and refuses what is not a document", async () => {
    const pdf = await pdfOf([
      ["Page one talks about bread."],
      ["The secret ingredient is a pinch of cardamom."],
    ]);
    const response = await postForm(server, owner, "/v1/convai/knowledge-base/file", { name: "Recipes" }, [
      { name: "recipes.pdf", type: "application/pdf", bytes: pdf, field: "file" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const id = readKnowledgeAsSdk.added(response.json()).id;
    const got = readKnowledgeAsSdk.document((await call("GET", `/v1/convai/knowledge-base/${id}`)).json());
    expect(got).toMatchObject({ type: "file", name: "Recipes", filename: "recipes.pdf" });
    expect((await call("GET", `/v1/convai/knowledge-base/${id}/content`)).body).toContain(
      "The secret ingredient is a pinch of cardamom.",
    );

    const signed = await call("GET", `/v1/convai/knowledge-base/${id}/source-file-url`);
    expect(signed.statusCode, signed.body).toBe(200);
    const url = new URL(signed.json().signed_url);
    const download = await server.request("GET", `${url.pathname}${url.search}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(download.rawPayload).equals(Buffer.from(pdf))).toBe(true);
    const forged = await server.request("GET", `${url.pathname}?token=nope`);
    expect(forged.statusCode).toBe(404);

    const junk = await postForm(server, owner, "/v1/convai/knowledge-base/file", {}, [
      {
        name: "noise.bin",
        type: "application/octet-stream",
        bytes: new Uint8Array([0, 1, 2, 3, 0, 255, 0, 7]),
        field: "file",
      },
    ]);
    expect(junk.statusCode).toBe(422);
    expect(JSON.stringify(junk.json())).toContain(messages.documentUnsupportedType);
    const count = readKnowledgeAsSdk.list(
      (await call("GET", "/v1/convai/knowledge-base?search=noise")).json(),
    );
    expect(count.documents).toEqual([]);
  });

  it("fetches a URL document's page as readable text, refuses private and plain-http addresses, and refreshes", async () => {
    let page =
      "<html><head><title>Opening hours</title><script>track()</script></head><body><nav>Menu</nav><h1>Hours</h1><p>We open at 7 am.</p></body></html>";
    const asked: string[] = [];
    const fake: RemoteFileFetcher = {
      async open(url, options) {
        options.checkUrl(url);
        asked.push(url.href);
        if (!options.allowAddress("93.184.215.14")) throw new Error("refused");
        const bytes = new TextEncoder().encode(page);
        return (async function* () {
          yield bytes;
        })();
      },
    };
    const real = server.ports.remoteFiles;
    server.ports.remoteFiles = fake;
    try {
      const added = await call("POST", "/v1/convai/knowledge-base/url", {
        url: "https://bakery.example/hours",
      });
      expect(added.statusCode, added.body).toBe(200);
      const id = readKnowledgeAsSdk.added(added.json()).id;
      expect(readKnowledgeAsSdk.added(added.json()).name).toBe("Opening hours");
      const content = (await call("GET", `/v1/convai/knowledge-base/${id}/content`)).body;
      expect(content).toContain("We open at 7 am.");
      expect(content).not.toContain("track()");
      expect(content).not.toContain("Menu");

      for (const [url, reason] of [
        ["http://bakery.example/hours", "only https URLs are fetched"],
        ["https://127.0.0.1/admin", "127.0.0.1 is a private or loopback address"],
        ["https://localhost/", "localhost is a private or loopback address"],
      ] as const) {
        const refused = await call("POST", "/v1/convai/knowledge-base/url", { url });
        expect(refused.statusCode, url).toBe(422);
        expect(JSON.stringify(refused.json())).toContain(messages.documentUrlInvalid(reason));
      }
      expect(asked).toEqual(["https://bakery.example/hours"]);

      page = page.replace("7 am", "6 am");
      const refreshed = await call("POST", `/v1/convai/knowledge-base/${id}/refresh`);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect((await call("GET", `/v1/convai/knowledge-base/${id}/content`)).body).toContain(
        "We open at 6 am.",
      );
    } finally {
      server.ports.remoteFiles = real;
    }
  });

  it("refuses to delete a document agents use unless forced, which takes it off them; lists them as dependents", async () => {
    const account = await createTestAccount(server);
    const as = callAs(server, account);
    const id = await addText(server, account, bakery, { name: "Facts" });
    const other = await addText(server, account, "Unused.");
    const agentId = await createAgent(server, account, {
      name: "Crumb",
      conversation_config: { agent: { prompt: { knowledge_base: [{ type: "file", name: "wrong", id }] } } },
    });
    // The locator's type and name are the document's own.
    const agent = readAgentAsSdk.agent((await as("GET", `/v1/convai/agents/${agentId}`)).json());
    expect(agent.conversationConfig.agent?.prompt?.knowledgeBase).toEqual([
      { type: "text", name: "Facts", id, usageMode: "auto" },
    ]);
    const unknown = await as("POST", "/v1/convai/agents/create", {
      conversation_config: {
        agent: { prompt: { knowledge_base: [{ type: "text", name: "x", id: "missing" }] } },
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail.status).toBe("knowledge_base_document_not_found");

    const dependents = readKnowledgeAsSdk.dependents(
      (await as("GET", `/v1/convai/knowledge-base/${id}/dependent-agents`)).json(),
    );
    expect(dependents.agents).toEqual([
      expect.objectContaining({ type: "available", id: agentId, name: "Crumb" }),
    ]);
    const listed = readKnowledgeAsSdk.list(
      (await as("GET", "/v1/convai/knowledge-base?search=Facts")).json(),
    );
    expect(listed.documents[0]?.dependentAgents).toEqual([expect.objectContaining({ id: agentId })]);

    const refused = await as("DELETE", `/v1/convai/knowledge-base/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toEqual({
      status: "knowledge_base_document_in_use",
      message: messages.documentInUse(1),
    });
    const bulk = await as("POST", "/v1/convai/knowledge-base/bulk-delete", { document_ids: [id, other] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({
      [id]: expect.objectContaining({
        status: "failure",
        error_code: 409,
        error_status: "knowledge_base_document_in_use",
      }),
      [other]: { status: "success", data: { id: other } },
    });
    expect((await as("DELETE", `/v1/convai/knowledge-base/${id}?force=true`)).statusCode).toBe(200);
    const after = readAgentAsSdk.agent((await as("GET", `/v1/convai/agents/${agentId}`)).json());
    expect(after.conversationConfig.agent?.prompt?.knowledgeBase).toEqual([]);
    expect((await as("GET", `/v1/convai/knowledge-base/${id}`)).statusCode).toBe(404);
  });
});
