import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { currentProcessIdentity } from "@chorus/adapters/temporary-files";
import { concurrencyLimitFor, generationConcurrencyKey } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StreamedFile, streamedForm } from "./streamed-form.ts";

const megabyte = 1024 * 1024;
const sample = (bytes: number, index = 0): StreamedFile => ({
  field: "files",
  name: `sample-${index}.wav`,
  type: "audio/wav",
  bytes,
});

/**
 * Every file under DATA_DIR/tmp (staged uploads, decoder copies), relative to it, except those of the
 * live process of another host planted before start-up (`plantLeftovers`).
 */
function temporaryFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "tmp");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("other-host~"));
}

/** A staged upload: `<process>/uploads/<request id>-XXXXXX/upload-<n>`. */
const isStagedUpload = (file: string) => /^[^/]+\/uploads\/req-[^/]+\/upload-\d+$/.test(file);

/** The staged uploads under DATA_DIR/tmp that were not there before (`before`: an earlier listing). */
const newStagedUploads = (dataDir: string, before: readonly string[]) =>
  temporaryFiles(dataDir).filter((file) => isStagedUpload(file) && !before.includes(file));

/** Waits for something the server does after (or while) answering; fails naming it if it never happens. */
async function eventually(what: string, condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 1000; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

/** Leftovers of processes that are gone, written before the server starts on the same DATA_DIR. */
function plantLeftovers(dataDir: string) {
  const me = currentProcessIdentity();
  const root = path.join(dataDir, "tmp");
  // killed mid-upload on this machine (PIDs stop below 2^22 on Linux, so this one runs nowhere)
  const crashed = path.join(root, `${me.host}~${me.pidNamespace}~4194999~dead`);
  // an older layout or another host's process, untouched for an hour
  const stale = path.join(root, "chorus-staged-old");
  // another host's process that is alive: it touched its folder just now
  const live = path.join(root, "other-host~1~42~beef");
  for (const folder of [crashed, stale, live]) {
    fs.mkdirSync(path.join(folder, "uploads", "req-1-x"), { recursive: true });
    fs.writeFileSync(path.join(folder, "uploads", "req-1-x", "upload-0"), "somebody's recording");
  }
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  fs.utimesSync(stale, hourAgo, hourAgo);
  return { crashed, stale, live };
}

describe.each(databaseKinds)("uploads on %s", (kind) => {
  let server: TestServer;
  let dataDir: string;
  let leftovers: ReturnType<typeof plantLeftovers>;
  let free: TestAccount;
  let starter: TestAccount;
  /** The same server on a real socket, for what only a connection shows (early answers, aborts). */
  let address: string;

  /** Sends a form through in-process injection, reading the body only as fast as the server does. */
  const send = async (
    url: string,
    token: string,
    form: ReturnType<typeof streamedForm>,
  ): Promise<{ status: number; body: { detail: unknown }; consumed: number }> => {
    const response = await server.app.inject({
      method: "POST",
      url,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.stream,
    });
    return { status: response.statusCode, body: response.json(), consumed: form.consumed() };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-uploads-test-"));
    leftovers = plantLeftovers(dataDir);
    server = await startTestServer(kind, { DATA_DIR: dataDir });
    free = await createTestAccount(server);
    starter = await createTestAccount(server);
    await server.ports.store.workspaces.update(starter.workspace.id, {
      tier: "starter",
      subscriptionStatus: "active",
    });
    address = await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sweeps what stopped processes left in DATA_DIR/tmp at start-up, and keeps a live process's files", () => {
    expect(fs.existsSync(leftovers.crashed)).toBe(false);
    expect(fs.existsSync(leftovers.stale)).toBe(false);
    expect(fs.existsSync(path.join(leftovers.live, "uploads", "req-1-x", "upload-0"))).toBe(true);
  });

  it("refuses a free workspace's 25 × 10 MB of samples before reading one of them (finding 4)", async () => {
    const files = Array.from({ length: 25 }, (_, index) => sample(10 * megabyte, index));
    const form = streamedForm({ name: "Mine" }, files);
    const answer = await send("/v1/voices/add", free.accessToken, form);
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toMatchObject({ status: "only_for_starter+" });
    expect(answer.consumed).toBeLessThan(10 * megabyte);
    expect(temporaryFiles(dataDir)).toEqual([]);
  });

  it("answers the refusal while the client is still sending, and stops reading the connection", async () => {
    const form = streamedForm(
      { name: "Mine" },
      Array.from({ length: 25 }, (_, index) => sample(10 * megabyte, index)),
    );
    const answer = await new Promise<{ status?: number; connection?: string; text: string }>(
      (resolve, reject) => {
        const request = http.request(`${address}/v1/voices/add`, {
          method: "POST",
          headers: {
            ...form.headers,
            "content-length": String(form.totalBytes),
            authorization: `Bearer ${free.accessToken}`,
          },
        });
        let answered = false;
        request.on("response", (response) => {
          answered = true;
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode, connection: response.headers.connection, text }),
          );
        });
        // Writing the rest fails once the server has closed the connection: expected after the answer.
        request.on("error", (error) => {
          if (!answered) reject(error);
        });
        form.stream.pipe(request);
      },
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).detail.status).toBe("only_for_starter+");
    expect(answer.connection).toBe("close");
    // The server answered and closed: most of the 262 MB was never sent.
    expect(form.consumed()).toBeLessThan(form.totalBytes / 2);
  });

  it("stages a paid workspace's upload under DATA_DIR as it arrives, and removes it after the response", async () => {
    const form = streamedForm({ name: "Staged" }, [sample(4 * megabyte)], { holdAfter: megabyte });
    const before = temporaryFiles(dataDir);
    const answering = send("/v1/voices/add", starter.accessToken, form);
    /** Bytes of this upload on disk so far (0 while none is staged). */
    const stagedBytes = () =>
      newStagedUploads(dataDir, before).reduce(
        (sum, file) => sum + fs.statSync(path.join(dataDir, "tmp", file)).size,
        0,
      );
    try {
      // The server has the first megabyte on disk while the rest is not even sent.
      await eventually("the first megabyte staged under DATA_DIR/tmp", () => stagedBytes() > 0);
    } finally {
      form.release();
    }
    const answer = await answering;
    // Zeros are no audio: the sample is refused, after it was staged and decoded from disk.
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([
      { loc: ["body", "files", 0], msg: "could not determine duration", type: "value_error" },
    ]);
    await eventually("the staged upload and the decoder's copy removed", () =>
      temporaryFiles(dataDir).every((file) => before.includes(file)),
    );
  });

  it("removes what an aborted upload staged", async () => {
    const form = streamedForm({ name: "Aborted" }, [sample(8 * megabyte)], { holdAfter: 2 * megabyte });
    const request = http.request(`${address}/v1/voices/add`, {
      method: "POST",
      headers: {
        ...form.headers,
        "content-length": String(form.totalBytes),
        authorization: `Bearer ${starter.accessToken}`,
      },
    });
    request.on("error", () => {});
    const before = temporaryFiles(dataDir);
    form.stream.pipe(request);
    await eventually(
      "the upload staged under DATA_DIR/tmp",
      () => newStagedUploads(dataDir, before).length > 0,
    );
    request.destroy();
    await eventually("the aborted upload removed", () =>
      temporaryFiles(dataDir).every((file) => before.includes(file)),
    );
  });

  it("holds every route to its own limits, with the spec's message, and keeps nothing", async () => {
    const before = temporaryFiles(dataDir);
    const tooBig = async (url: string, form: ReturnType<typeof streamedForm>) => {
      const answer = await send(url, starter.accessToken, form);
      expect(answer.status, url).toBe(422);
      expect(answer.body.detail).toMatchObject([{ msg: "Files are too big", type: "value_error" }]);
    };
    // Instant cloning: 11 MB a file, 25 files.
    await tooBig("/v1/voices/add", streamedForm({ name: "Big" }, [sample(11 * megabyte + 1)]));
    await tooBig(
      "/v1/voices/add",
      streamedForm(
        { name: "Many" },
        Array.from({ length: 26 }, (_, index) => sample(1000, index)),
      ),
    );
    // Similar voices: one sample.
    await tooBig(
      "/v1/similar-voices",
      streamedForm({}, [
        { ...sample(1000), field: "audio_file" },
        { ...sample(1000, 1), field: "audio_file" },
      ]),
    );
    // Pronunciation lexicons: 1 MB.
    await tooBig(
      "/v1/pronunciation-dictionaries/add-from-file",
      streamedForm({ name: "Lexicon" }, [
        { field: "file", name: "rules.pls", type: "application/pls+xml", bytes: megabyte + 1 },
      ]),
    );
    await eventually("nothing staged left", () =>
      temporaryFiles(dataDir).every((file) => before.includes(file)),
    );
  });

  it("refuses every upload it can before reading the body: unknown voices, payment problems, roles, full slots", async () => {
    const pastDue = await createTestAccount(server);
    await server.ports.store.workspaces.update(pastDue.workspace.id, {
      tier: "creator",
      subscriptionStatus: "past_due",
    });
    const viewerPerson = await createTestAccount(server);
    const viewer = await addTestMember(server, starter.workspace.id, viewerPerson.user.id, "viewer");
    const busy = await createTestAccount(server);
    const maximum = concurrencyLimitFor("free", "standard");
    const slots = await Promise.all(
      Array.from({ length: maximum }, () =>
        server.ports.concurrency.acquire(generationConcurrencyKey(busy.workspace.id, "standard"), maximum, 0),
      ),
    );
    const audio = (field: string): StreamedFile => ({
      field,
      name: "speech.wav",
      type: "audio/wav",
      bytes: 20 * megabyte,
    });
    const cases: {
      url: string;
      token: string;
      fields?: Record<string, string>;
      file: StreamedFile;
      status: number;
      code: string;
    }[] = [
      {
        url: "/v1/voices/unknown-voice/edit",
        token: starter.accessToken,
        fields: { name: "x" },
        file: audio("files"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/voices/pvc/unknown-voice/samples",
        token: starter.accessToken,
        file: audio("files"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/voices/pvc/unknown-voice/captcha",
        token: starter.accessToken,
        file: audio("recording"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/voices/pvc/unknown-voice/verification",
        token: starter.accessToken,
        file: audio("files"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/voices/unknown-voice/captcha",
        token: starter.accessToken,
        file: audio("recording"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/speech-to-speech/unknown-voice",
        token: starter.accessToken,
        file: audio("audio"),
        status: 404,
        code: "voice_not_found",
      },
      {
        url: "/v1/audio-isolation",
        token: pastDue.accessToken,
        file: audio("audio"),
        status: 402,
        code: "payment_required",
      },
      {
        url: "/v1/forced-alignment",
        token: pastDue.accessToken,
        fields: { text: "hello" },
        file: audio("file"),
        status: 402,
        code: "payment_required",
      },
      {
        url: "/v1/speech-to-text",
        token: pastDue.accessToken,
        file: audio("file"),
        status: 402,
        code: "payment_required",
      },
      {
        url: "/v1/audio-isolation/stream",
        token: busy.accessToken,
        file: audio("audio"),
        status: 429,
        code: "too_many_concurrent_requests",
      },
      {
        url: "/v1/pronunciation-dictionaries/add-from-file",
        token: viewer.accessToken,
        fields: { name: "x" },
        file: { field: "file", name: "rules.pls", type: "application/pls+xml", bytes: megabyte - 1 },
        status: 403,
        code: "forbidden",
      },
    ];
    try {
      for (const { url, token, fields, file, status, code } of cases) {
        const answer = await send(url, token, streamedForm(fields ?? {}, [file]));
        expect(answer.status, url).toBe(status);
        expect(answer.body.detail, url).toMatchObject({ status: code });
        // Read no more than the stream's own buffers: the file was never read.
        expect(answer.consumed, url).toBeLessThan(256 * 1024);
      }
    } finally {
      for (const slot of slots) slot?.release();
    }
  });
});
