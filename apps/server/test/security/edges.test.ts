/**
 * The edges of the HTTP surface (issue 15, findings 6 and 7): NUL characters and unpaired
 * surrogates refused with a 422 naming where, malformed multipart answered 400, and every error
 * the framework or Node's HTTP parser raises (404, 413, 414, 415, 431, malformed HTTP) in the
 * ElevenLabs shape, never repeating large input.
 */
import net from "node:net";
import { BusinessErrorBodySchema, messages, ValidationErrorBodySchema } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSocket } from "../text-to-speech/websocket-support.ts";
import { multipart } from "../voices/cloning-support.ts";

const premadeVoiceId = "OZLru6oHc5erZufS49M8"; // Emma
const unsafeText = { loc: expect.any(Array), msg: messages.textNotWellFormed, type: "value_error" };

/** Sends raw bytes to a listening server and answers the status and body of its reply. */
function rawExchange(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
  });
}

describe.each(databaseKinds)("request edges on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
    await server.listen();
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => server?.close());

  const call = (
    method: "GET" | "POST",
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => server.request(method, url, { token: account.accessToken, ...options });

  describe("NUL characters and unpaired surrogates → 422 naming where", () => {
    it("in a path parameter", async () => {
      const response = await call("GET", "/v1/voices/a%00b");
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ ...unsafeText, loc: ["path", "voice_id"] }] });
    });

    it("in a query value", async () => {
      const response = await call("GET", "/v1/sound-effects?search=a%00b");
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ ...unsafeText, loc: ["query", "search"] }] });
    });

    it("in a JSON string, nested or not, and in a JSON key", async () => {
      const title = await call("POST", "/v1/voices/collections", {
        body: { title: "a\u0000b", icon: "star" },
      });
      expect(title.statusCode).toBe(422);
      expect(title.json()).toEqual({ detail: [{ ...unsafeText, loc: ["body", "title"] }] });

      const nested = await call("POST", `/v1/text-to-speech/${premadeVoiceId}`, {
        body: {
          text: "Hello.",
          pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: "x\u0000" }],
        },
      });
      expect(nested.statusCode).toBe(422);
      expect(nested.json().detail[0].loc).toEqual([
        "body",
        "pronunciation_dictionary_locators",
        0,
        "pronunciation_dictionary_id",
      ]);

      const key = await call("POST", "/v1/voices/collections", {
        body: { title: "t", icon: "star", "k\u0000": 1 },
      });
      expect(key.statusCode).toBe(422);
      expect(key.json()).toEqual({ detail: [{ ...unsafeText, loc: ["body"] }] });
    });

    it("a lone surrogate in JSON (a pair, an emoji, is fine)", async () => {
      const lone = await call("POST", "/v1/voices/collections", {
        body: '{"title":"a\\ud800b","icon":"star"}',
        headers: { "content-type": "application/json" },
      });
      expect(lone.statusCode).toBe(422);
      expect(lone.json()).toEqual({ detail: [{ ...unsafeText, loc: ["body", "title"] }] });

      const pair = await call("POST", "/v1/voices/collections", {
        body: { title: "Stars 🌟", icon: "star" },
      });
      expect(pair.statusCode, pair.body).toBe(200);
      expect(pair.json().title).toBe("Stars 🌟");
    });

    it("in a multipart text field", async () => {
      const { payload, headers } = await multipart({ name: "Lexicon\u0000" }, [
        {
          name: "words.txt",
          type: "text/plain",
          bytes: new TextEncoder().encode("SQL\tsequel\n"),
          field: "file",
        },
      ]);
      const response = await call("POST", "/v1/pronunciation-dictionaries/add-from-file", {
        body: payload,
        headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ ...unsafeText, loc: ["body", "name"] }] });
    });
  });

  it("JSON nested deeper than any input needs → 422, before a schema's check recurses over it", async () => {
    // account_metadata takes any JSON up to 10 KB, which JSON.stringify in its check overflowed on.
    const deep = `${"[".repeat(4_900)}0${"]".repeat(4_900)}`;
    const response = await server.request("POST", "/v1/auth/sign-up", {
      body: `{"email":"deep@example.com","password":"a long password 123","recaptcha_token":"x","account_metadata":{"a":${deep}}}`,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe(messages.jsonTooDeep(64));
    expect(response.json().detail[0].loc.slice(0, 4)).toEqual(["body", "account_metadata", "a", 0]);
  });

  it("a NUL in text streamed over the text-to-speech WebSocket is refused before it is spoken", async () => {
    const socket = await openSocket(server, `/v1/text-to-speech/${premadeVoiceId}/stream-input`, {
      authorization: `Bearer ${account.accessToken}`,
    });
    socket.send({ text: " " });
    socket.send({ text: "Hello\u0000 there. " });
    await socket.closed;
    expect(socket.frames).toEqual([
      { message: messages.textNotWellFormed, error: "invalid_request", code: 422, param: "text" },
    ]);
  });

  it("a multipart text field over 64 KB → 422 naming it, not silently cut", async () => {
    const { payload, headers } = await multipart({ text: "word ".repeat(20_000) }, [
      { name: "speech.wav", type: "audio/wav", bytes: new Uint8Array(64), field: "file" },
    ]);
    const response = await call("POST", "/v1/forced-alignment", { body: payload, headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ["body", "text"], msg: messages.formFieldTooLong(64 * 1024), type: "value_error" }],
    });
  });

  describe("malformed multipart → 400 malformed_request", () => {
    const malformed = {
      detail: { status: "malformed_request", message: messages.multipartMalformed },
    };
    it.each([
      ["no boundary", "multipart/form-data", "--x\r\n"],
      ["junk", "multipart/form-data; boundary=abc", "junk, not multipart"],
      [
        "a wrong boundary",
        "multipart/form-data; boundary=abc",
        '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--xyz--\r\n',
      ],
      [
        "truncated",
        "multipart/form-data; boundary=abc",
        '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nA voi',
      ],
    ])("%s", async (_, contentType, body) => {
      const response = await call("POST", "/v1/pronunciation-dictionaries/add-from-file", {
        body,
        headers: { "content-type": contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(malformed);
    });
  });

  describe("the framework's own errors, in the ElevenLabs shape", () => {
    const expectBusiness = (response: { statusCode: number; body: string }, status: number, code: string) => {
      expect(response.statusCode).toBe(status);
      const body = BusinessErrorBodySchema.parse(JSON.parse(response.body));
      expect(body.detail.status).toBe(code);
      expect(response.body.length).toBeLessThan(1024);
    };

    it("404 for an unknown path and for a method a path does not take", async () => {
      expectBusiness(await call("GET", "/v1/no-such-thing"), 404, "not_found");
      expectBusiness(
        await server.request("PUT", "/v1/user", { token: account.accessToken }),
        404,
        "not_found",
      );
    });

    it("414 for a path parameter over 100 characters, without repeating it", async () => {
      const response = await call("GET", `/v1/voices/${"x".repeat(5000)}`);
      expectBusiness(response, 414, "uri_too_long");
      expect(response.body).not.toContain("xxxxxxxx");
    });

    it("400 for a path that does not percent-decode", async () => {
      expectBusiness(await call("GET", "/v1/voices/a%ZZb"), 400, "malformed_request");
    });

    it("413 for a body over the limit", async () => {
      const response = await call("POST", "/v1/voices/collections", {
        body: JSON.stringify({ title: "x".repeat(11 * 1024 * 1024), icon: "star" }),
        headers: { "content-type": "application/json" },
      });
      expectBusiness(response, 413, "request_too_large");
    });

    it("413 for a body far larger than any the operation takes, long before the server's limit", async () => {
      // 400 KB: a list of 100,000 items where a phone number goes. Parsed, it held the loop for 50–100 ms.
      const items = `[${Array.from({ length: 100_000 }, () => '"x"').join(",")}]`;
      const response = await call("POST", "/v1/user/mfa/sms/enroll", {
        body: `{"phone_number":${items}}`,
        headers: { "content-type": "application/json" },
      });
      expectBusiness(response, 413, "request_too_large");
      // A pretty-printed body within the bound still reaches validation.
      const pretty = await call("POST", "/v1/user/mfa/sms/enroll", {
        body: JSON.stringify({ phone_number: "12" }, null, 8),
        headers: { "content-type": "application/json" },
      });
      expect(pretty.statusCode).toBe(422);
    });

    it("415 for a content type no route parses, without repeating it", async () => {
      const response = await call("POST", "/v1/voices/collections", {
        body: "<title/>",
        headers: { "content-type": `application/x-${"z".repeat(4000)}` },
      });
      expectBusiness(response, 415, "unsupported_media_type");
      expect(response.body).not.toContain("zzzz");
    });

    it("400 for a Content-Length that is not a number (Node's parser, over a socket)", async () => {
      const response = await rawExchange(
        port,
        "POST /v1/voices/collections HTTP/1.1\r\nHost: chorus.test\r\nContent-Length: abc\r\n\r\n{}",
      );
      expectBusiness({ statusCode: response.status, body: response.body }, 400, "malformed_request");
    });

    it("414 for a 20 KB URL (over a socket)", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/v1/shared-voices?search=${"a".repeat(20_000)}`);
      expectBusiness({ statusCode: response.status, body: await response.text() }, 414, "uri_too_long");
    });

    it("414 for a 10 KB URL, under Node's header limit", async () => {
      const response = await call("GET", `/v1/shared-voices?search=${"a".repeat(10_000)}`);
      expectBusiness(response, 414, "uri_too_long");
    });

    it("431 for headers over 16 KB (over a socket)", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/v1/user`, {
        headers: { "x-padding": "p".repeat(20_000) },
      });
      expectBusiness({ statusCode: response.status, body: await response.text() }, 431, "headers_too_large");
    });

    it("no error repeats large input: a 1 MB unknown model id", async () => {
      const response = await call("POST", `/v1/text-to-speech/${premadeVoiceId}`, {
        body: { text: "Hello.", model_id: "m".repeat(1_000_000) },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body.length).toBeLessThan(2048);
    });

    it("no validation list repeats large input: 100,000 bad items", async () => {
      const response = await call("POST", "/v1/pronunciation-dictionaries/add-from-rules", {
        body: { name: "many", rules: Array.from({ length: 100_000 }, () => ({ type: "nonsense" })) },
      });
      expect(response.statusCode).toBe(422);
      expect(ValidationErrorBodySchema.safeParse(response.json()).success).toBe(true);
      expect(response.body.length).toBeLessThan(8192);
    });
  });
});
