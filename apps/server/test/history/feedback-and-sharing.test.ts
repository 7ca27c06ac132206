import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, historyOwner } from "./support.ts";

describe.each(databaseKinds)("history feedback and share links on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("stores feedback, checks the written text's length, and freezes it once reviewed", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "Rate this voice, please.");
    const send = (body: unknown) =>
      server.request("POST", `/v1/history/${id}/feedback`, { apiKey: owner.apiKey, body });

    const thumbsUp = await send({ thumbs_up: true });
    expect(thumbsUp.statusCode).toBe(200);
    expect(thumbsUp.json().feedback).toEqual({
      thumbs_up: true,
      feedback: "",
      emotions: false,
      inaccurate_clone: false,
      glitches: false,
      audio_quality: false,
      other: false,
      review_status: "not_reviewed",
    });

    for (const text of ["Too short.", "x".repeat(201)]) {
      const response = await send({ thumbs_up: false, feedback: text });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({
        loc: ["body", "feedback"],
        msg: "Feedback must be between 20 and 200 characters.",
      });
    }
    // Blank text is no text; exactly 20 and 200 characters are fine.
    expect((await send({ thumbs_up: false, feedback: "   " })).statusCode).toBe(200);
    expect((await send({ thumbs_up: false, feedback: "y".repeat(200) })).statusCode).toBe(200);
    const detailed = await send({
      thumbs_up: false,
      feedback: "  The pauses sound odd.  ",
      glitches: true,
      audio_quality: true,
    });
    expect(detailed.statusCode).toBe(200);
    expect(detailed.json().feedback).toMatchObject({
      thumbs_up: false,
      feedback: "The pauses sound odd.",
      glitches: true,
      audio_quality: true,
      emotions: false,
    });
    const item = await server.request("GET", `/v1/history/${id}`, { apiKey: owner.apiKey });
    expect(item.json().feedback.feedback).toBe("The pauses sound odd.");

    // A reviewer marks it reviewed (no API does that yet): from then on it cannot change.
    const stored = await server.ports.store.history.findInWorkspace(owner.workspace.id, id);
    await server.ports.store.history.setFeedbackUnlessReviewed(owner.workspace.id, id, {
      ...stored!.feedback!,
      reviewStatus: "reviewed",
    });
    const late = await send({ thumbs_up: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toEqual({
      status: "feedback_already_reviewed",
      message: "This feedback cannot be changed as it was already reviewed.",
    });
    const after = await server.request("GET", `/v1/history/${id}`, { apiKey: owner.apiKey });
    expect(after.json().feedback).toMatchObject({ thumbs_up: false, review_status: "reviewed" });
  });

  it("makes one public share link per item that plays without credentials", async () => {
    const owner = await historyOwner(server);
    const named = await server.request("POST", "/v1/user/update-public-user-name", {
      token: owner.accessToken,
      body: { public_user_name: "emma_fan" },
    });
    expect(named.statusCode).toBe(200);
    const made = await generate(server, owner.apiKey, "Listen to what I made.");
    const link = await server.request("GET", `/v1/history/${made.id}/share-link`, { apiKey: owner.apiKey });
    expect(link.statusCode).toBe(200);
    const { share_link, public_user_name } = link.json();
    expect(share_link).toMatch(/^http:\/\/chorus\.test\/share\/[\w-]{40,}$/);
    expect(public_user_name).toBe("emma_fan");
    // Asking again gives the same link, and the item names it.
    const again = await server.request("GET", `/v1/history/${made.id}/share-link`, {
      token: owner.accessToken,
    });
    expect(again.json().share_link).toBe(share_link);
    const token = share_link.split("/share/")[1];
    const item = await server.request("GET", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect(item.json().share_link_id).toBe(token);

    const audio = await server.request("GET", `/v1/history/shared/${token}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(audio.rawPayload.equals(made.audio)).toBe(true);

    const wrong = await server.request("GET", `/v1/history/shared/${token}x/audio`);
    expect(wrong.statusCode).toBe(404);
    // Deleting the item ends the link.
    await server.request("DELETE", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect((await server.request("GET", `/v1/history/shared/${token}/audio`)).statusCode).toBe(404);
  });

  it("refuses an API key without the history permissions (403) and members of other workspaces (404)", async () => {
    const owner = await historyOwner(server);
    const made = await generate(server, owner.apiKey, "Permissions matter.");
    const ttsOnly = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: owner.user.id,
      permissions: ["text_to_speech", "speech_history_read"],
    });
    // Reading is allowed, writing is not.
    expect(
      (await server.request("GET", `/v1/history/${made.id}`, { apiKey: ttsOnly.secret })).statusCode,
    ).toBe(200);
    const write = await server.request("POST", `/v1/history/${made.id}/feedback`, {
      apiKey: ttsOnly.secret,
      body: { thumbs_up: true },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().detail.status).toBe("missing_permissions");
    // A key without speech_history_read still makes history (generation needs only text_to_speech).
    const noHistory = await createTestApiKey(server, {
      workspaceId: owner.workspace.id,
      userId: owner.user.id,
      permissions: ["text_to_speech"],
    });
    const byKey = await generate(server, noHistory.secret, "Recorded anyway.");
    expect((await server.request("GET", "/v1/history", { apiKey: noHistory.secret })).statusCode).toBe(403);
    expect(
      (await server.request("GET", `/v1/history/${byKey.id}`, { apiKey: owner.apiKey })).statusCode,
    ).toBe(200);
    const stranger = await createTestAccount(server);
    const feedback = await server.request("POST", `/v1/history/${made.id}/feedback`, {
      token: stranger.accessToken,
      body: { thumbs_up: true },
    });
    expect(feedback.statusCode).toBe(404);
  });
});
