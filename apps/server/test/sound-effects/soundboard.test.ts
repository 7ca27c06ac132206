import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Board {
  pads: { key: string; sound_effect: { sound_effect_id: string; text: string } }[];
  max_pads: number;
}

describe.each(databaseKinds)("the soundboard on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  const generate = async (token: string, text: string) => {
    const response = await server.request("POST", "/v1/sound-generation?output_format=pcm_8000", {
      token,
      body: { text, duration_seconds: 0.5 },
    });
    expect(response.statusCode).toBe(200);
    return response.headers["x-chorus-sound-effect-id"] as string;
  };
  const board = async (token = account.accessToken) => {
    const response = await server.request("GET", "/v1/sound-effects/soundboard", { token });
    expect(response.statusCode).toBe(200);
    return response.json() as Board;
  };
  const pin = (id: string, token = account.accessToken) =>
    server.request("POST", "/v1/sound-effects/soundboard/pads", { token, body: { sound_effect_id: id } });
  const ids = (b: Board) => b.pads.map((pad) => pad.sound_effect.sound_effect_id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("pins effects to pads 1, 2, 3 …, once each, unpins, and reorders", async () => {
    expect(await board()).toEqual({ pads: [], max_pads: 10 });
    const [a, b, c] = [
      await generate(account.accessToken, "coin"),
      await generate(account.accessToken, "laser"),
      await generate(account.accessToken, "beep"),
    ];
    for (const id of [a!, b!, c!, a!]) expect((await pin(id)).statusCode).toBe(200);
    const pinned = await board();
    expect(ids(pinned)).toEqual([a, b, c]);
    expect(pinned.pads.map((pad) => pad.key)).toEqual(["1", "2", "3"]);

    const reordered = await server.request("PUT", "/v1/sound-effects/soundboard/pads", {
      token: account.accessToken,
      body: { sound_effect_ids: [c, a, b] },
    });
    expect(ids(reordered.json())).toEqual([c, a, b]);

    const unpinned = await server.request("DELETE", `/v1/sound-effects/soundboard/pads/${a}`, {
      token: account.accessToken,
    });
    expect(ids(unpinned.json())).toEqual([c, b]);
    expect(unpinned.json().pads.map((pad: { key: string }) => pad.key)).toEqual(["1", "2"]);
    const again = await server.request("DELETE", `/v1/sound-effects/soundboard/pads/${a}`, {
      token: account.accessToken,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses an order that is not exactly the pinned effects", async () => {
    const [first] = ids(await board());
    const response = await server.request("PUT", "/v1/sound-effects/soundboard/pads", {
      token: account.accessToken,
      body: { sound_effect_ids: [first, first] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual({
      status: "invalid_request",
      message: "The new order must name every pinned sound effect exactly once.",
    });
  });

  it("is full at ten pads, keys 1 to 9 then 0, even when pins race for the last pads", async () => {
    const person = await createTestAccount(server);
    for (let i = 0; i < 8; i++) {
      expect(
        (await pin(await generate(person.accessToken, `click ${i}`), person.accessToken)).statusCode,
      ).toBe(200);
    }
    const racing = [];
    for (let i = 8; i < 11; i++) racing.push(await generate(person.accessToken, `click ${i}`));
    const statuses = (await Promise.all(racing.map((id) => pin(id, person.accessToken)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 200, 400]);
    expect((await board(person.accessToken)).pads.map((pad) => pad.key)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "0",
    ]);
    const full = await pin(await generate(person.accessToken, "one more click"), person.accessToken);
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toEqual({
      status: "soundboard_full",
      message: "The soundboard has 10 pads, all taken: unpin one first.",
    });
  });

  it("is each person's own, and pins only effects the workspace can see", async () => {
    const colleague = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, account.workspace.id, colleague.user.id, "editor");
    expect((await board(accessToken)).pads).toEqual([]);
    const mine = ids(await board())[0]!;
    expect((await pin(mine, accessToken)).statusCode).toBe(200);
    expect(ids(await board(accessToken))).toEqual([mine]);

    const stranger = await createTestAccount(server);
    const theirs = await generate(stranger.accessToken, "alarm");
    const refused = await pin(theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail.status).toBe("sound_effect_not_found");

    // Shared publicly, it can be pinned; made private again, it leaves the board.
    const share = (visibility: string) =>
      server.request("POST", `/v1/sound-effects/${theirs}/share`, {
        token: stranger.accessToken,
        body: { visibility },
      });
    await share("public");
    expect((await pin(theirs)).statusCode).toBe(200);
    expect(ids(await board())).toContain(theirs);
    await share("private");
    const visible = ids(await board());
    expect(visible).not.toContain(theirs);
    // The order names the visible pads only; the hidden pin keeps its place at the end.
    const reversed = [...visible].reverse();
    const reordered = await server.request("PUT", "/v1/sound-effects/soundboard/pads", {
      token: account.accessToken,
      body: { sound_effect_ids: reversed },
    });
    expect(reordered.statusCode).toBe(200);
    expect(ids(reordered.json())).toEqual(reversed);
    await share("public");
    expect(ids(await board())).toEqual([...reversed, theirs]);
  });

  it("drops a deleted effect from the board", async () => {
    const id = await generate(account.accessToken, "heartbeat");
    await pin(id);
    expect(ids(await board())).toContain(id);
    await server.request("DELETE", `/v1/sound-effects/${id}`, { token: account.accessToken });
    expect(ids(await board())).not.toContain(id);
  });
});
