import { videoThemes } from "@chorus/contract";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, historyOwner } from "./support.ts";
import {
  type Box,
  decodeFrame,
  pixelsDiffering,
  pixelsUnlike,
  pngDimensions,
  probeMedia,
  rgb,
} from "./video-support.ts";

/** The bottom-right corner where the "Made with Chorus" watermark sits (below the progress bar). */
const watermarkCorner: Box = { x: 980, y: 660, width: 300, height: 60 };
/** A strip of pure background along the top edge. */
const topEdge: Box = { x: 0, y: 0, width: 1280, height: 20 };

describe.each(databaseKinds)("sharing a history item as a video on %s", (kind) => {
  // What ffmpeg draws (a new theme, the watermark) is checked once, each on one database; keeping, serving
  // and deleting the video on both.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const preview = (apiKey: string, id: string, query = "") =>
    server.request("POST", `/v1/history/${id}/generate-preview-image${query ? `?${query}` : ""}`, { apiKey });
  const makeVideo = (apiKey: string, id: string, query = "") =>
    server.request("POST", `/v1/history/${id}/generate-video${query ? `?${query}` : ""}`, { apiKey });
  const fetchVideo = (apiKey: string, id: string) =>
    server.request("GET", `/v1/history/${id}/video`, { apiKey });
  const stored = (workspaceId: string, id: string) =>
    server.ports.store.history.findInWorkspace(workspaceId, id).then((item) => item!);

  it("answers a 1280×720 PNG preview in the chosen theme, with or without the audio tags", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "[laughs] Share this generation as a video.");

    const forest = await preview(owner.apiKey, id, "theme=forest");
    expect(forest.statusCode, forest.body.slice(0, 300)).toBe(200);
    expect(forest.headers["content-type"]).toBe("image/png");
    expect(pngDimensions(forest.rawPayload)).toEqual({ width: 1280, height: 720 });
    const forestImage = await decodeFrame(forest.rawPayload);
    expect(pixelsUnlike(forestImage, topEdge, rgb(videoThemes.forest.background))).toBe(0);
    // The waveform of the audio is drawn in the accent colour.
    expect(
      pixelsUnlike(
        forestImage,
        { x: 80, y: 476, width: 1120, height: 140 },
        rgb(videoThemes.forest.background),
      ),
    ).toBeGreaterThan(2000);

    // No theme is midnight; another theme paints another background.
    const plain = await preview(owner.apiKey, id);
    expect(plain.statusCode).toBe(200);
    expect(
      pixelsUnlike(await decodeFrame(plain.rawPayload), topEdge, rgb(videoThemes.midnight.background)),
    ).toBe(0);

    // strip_v3_tags (on by default) changes the text shown: "[laughs]" is drawn only when it is off.
    const withTags = await preview(owner.apiKey, id, "strip_v3_tags=false");
    expect(withTags.statusCode).toBe(200);
    const textBlock: Box = { x: 0, y: 100, width: 1280, height: 360 };
    const [stripped, tagged] = await Promise.all([
      decodeFrame(plain.rawPayload),
      decodeFrame(withTags.rawPayload),
    ]);
    expect(pixelsDiffering(stripped, tagged, textBlock, "inside")).toBeGreaterThan(100);
    expect(pixelsDiffering(stripped, tagged, textBlock, "outside")).toBe(0);
  });

  it("makes an MP4 with video and audio as long as the item, keeps it, and serves it", async () => {
    const owner = await historyOwner(server);
    const { id, audio } = await generate(server, owner.apiKey, "This sentence becomes a short video.");
    const audioSeconds = Number((await probeMedia(audio)).format.duration);

    const made = await makeVideo(owner.apiKey, id, "theme=midnight");
    expect(made.statusCode, made.body.slice(0, 300)).toBe(200);
    expect(made.json()).toEqual({ video_url: `http://chorus.test/v1/history/${id}/video` });

    const served = await fetchVideo(owner.apiKey, id);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("video/mp4");
    const media = await probeMedia(served.rawPayload);
    expect(media.format.format_name).toContain("mp4");
    const video = media.streams.find((stream) => stream.codec_type === "video");
    const sound = media.streams.find((stream) => stream.codec_type === "audio");
    expect(video).toMatchObject({
      codec_name: expect.stringMatching(/^(h264|mpeg4)$/),
      width: 1280,
      height: 720,
    });
    expect(sound).toMatchObject({ codec_name: "aac" });
    expect(Math.abs(Number(media.format.duration) - audioSeconds)).toBeLessThan(0.5);
    const frame = await decodeFrame(served.rawPayload, audioSeconds / 2);
    expect(pixelsUnlike(frame, topEdge, rgb(videoThemes.midnight.background), 12)).toBe(0);

    // The same theme again answers the kept video: same file, same bytes, nothing re-rendered.
    const first = await stored(owner.workspace.id, id);
    expect(first).toMatchObject({ videoTheme: "midnight", videoStripV3Tags: true, videoWatermarked: true });
    const again = await makeVideo(owner.apiKey, id, "theme=midnight");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    expect((await stored(owner.workspace.id, id)).videoKey).toBe(first.videoKey);
    expect((await fetchVideo(owner.apiKey, id)).rawPayload.equals(served.rawPayload)).toBe(true);
  });

  onPglite("replaces the video when the theme changes, deleting the old file", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "Change the theme, lose the old video.");
    expect((await makeVideo(owner.apiKey, id, "theme=paper")).statusCode).toBe(200);
    const paper = await stored(owner.workspace.id, id);
    expect(await server.ports.blobs.exists(paper.videoKey!)).toBe(true);

    expect((await makeVideo(owner.apiKey, id, "theme=sunrise")).statusCode).toBe(200);
    const sunrise = await stored(owner.workspace.id, id);
    expect(sunrise.videoTheme).toBe("sunrise");
    expect(sunrise.videoKey).not.toBe(paper.videoKey);
    expect(await server.ports.blobs.exists(paper.videoKey!)).toBe(false);
    expect(await server.ports.blobs.exists(sunrise.videoKey!)).toBe(true);
    const frame = await decodeFrame((await fetchVideo(owner.apiKey, id)).rawPayload, 0.5);
    expect(pixelsUnlike(frame, topEdge, rgb(videoThemes.sunrise.background), 12)).toBe(0);
  });

  onPostgres("stamps the watermark below Creator and not from Creator on", async () => {
    const text = "Watermarks depend on the plan.";
    const free = await historyOwner(server);
    const creator = await historyOwner(server);
    await server.ports.store.workspaces.update(creator.workspace.id, { tier: "creator" });
    // The same seed gives the same audio, so everything but the watermark is alike.
    const freeItem = await generate(server, free.apiKey, text, { body: { seed: 7 } });
    const creatorItem = await generate(server, creator.apiKey, text, { body: { seed: 7 } });
    const background = rgb(videoThemes.midnight.background);

    // Same text, voice and audio: the previews differ only in the watermark corner.
    const [freePreview, creatorPreview] = await Promise.all([
      preview(free.apiKey, freeItem.id).then((r) => decodeFrame(r.rawPayload)),
      preview(creator.apiKey, creatorItem.id).then((r) => decodeFrame(r.rawPayload)),
    ]);
    expect(pixelsUnlike(creatorPreview, watermarkCorner, background)).toBe(0);
    expect(pixelsUnlike(freePreview, watermarkCorner, background)).toBeGreaterThan(1000);
    expect(pixelsDiffering(freePreview, creatorPreview, watermarkCorner, "outside")).toBe(0);

    // The free video carries it; after an upgrade the kept video no longer fits and is made again without it.
    expect((await makeVideo(free.apiKey, freeItem.id)).statusCode).toBe(200);
    const marked = await decodeFrame((await fetchVideo(free.apiKey, freeItem.id)).rawPayload, 0.5);
    expect(pixelsUnlike(marked, watermarkCorner, background, 24)).toBeGreaterThan(1000);
    const markedKey = (await stored(free.workspace.id, freeItem.id)).videoKey;

    await server.ports.store.workspaces.update(free.workspace.id, { tier: "creator" });
    expect((await makeVideo(free.apiKey, freeItem.id)).statusCode).toBe(200);
    const clean = await stored(free.workspace.id, freeItem.id);
    expect(clean).toMatchObject({ videoWatermarked: false });
    expect(clean.videoKey).not.toBe(markedKey);
    const unmarked = await decodeFrame((await fetchVideo(free.apiKey, freeItem.id)).rawPayload, 0.5);
    expect(pixelsUnlike(unmarked, watermarkCorner, background, 24)).toBe(0);
  });

  it("deletes the video with its item", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "Delete me and my video.");
    expect((await makeVideo(owner.apiKey, id)).statusCode).toBe(200);
    const { videoKey, audioKey } = await stored(owner.workspace.id, id);

    expect((await server.request("DELETE", `/v1/history/${id}`, { apiKey: owner.apiKey })).statusCode).toBe(
      200,
    );
    expect(await server.ports.blobs.exists(videoKey!)).toBe(false);
    expect(await server.ports.blobs.exists(audioKey)).toBe(false);
    const gone = await fetchVideo(owner.apiKey, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail.status).toBe("history_item_not_found");
  });

  it("answers 404 for unknown items and items without a video, 422 for a bad theme or flag", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "Validation first.");
    for (const response of [
      await preview(owner.apiKey, "no-such-item"),
      await makeVideo(owner.apiKey, "no-such-item"),
      await fetchVideo(owner.apiKey, "no-such-item"),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toEqual({
        status: "history_item_not_found",
        message: "A history item with the history_item_id no-such-item was not found.",
      });
    }

    const none = await fetchVideo(owner.apiKey, id);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toEqual({
      status: "not_found",
      message: `No video has been generated for the history item ${id}; POST /v1/history/${id}/generate-video makes one.`,
    });

    for (const response of [
      await makeVideo(owner.apiKey, id, "theme=neon"),
      await preview(owner.apiKey, id, "theme=neon"),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc).toEqual(["query", "theme"]);
    }
    const badFlag = await makeVideo(owner.apiKey, id, "strip_v3_tags=maybe");
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json().detail[0].loc).toEqual(["query", "strip_v3_tags"]);
  });

  it("reports a failed rendering in the spec's words", async () => {
    const owner = await historyOwner(server);
    const { id } = await generate(server, owner.apiKey, "My audio goes missing.");
    const { audioKey } = await stored(owner.workspace.id, id);
    await server.ports.blobs.delete(audioKey);

    const video = await makeVideo(owner.apiKey, id);
    expect(video.statusCode).toBe(500);
    expect(video.json().detail).toEqual({
      status: "internal_error",
      message: "Error generating video: Failed to download audio",
    });
    const image = await preview(owner.apiKey, id);
    expect(image.statusCode).toBe(500);
    expect(image.json().detail.message).toBe("Error generating preview image: Failed to download audio");
    expect((await stored(owner.workspace.id, id)).videoKey).toBeNull();
  });
});
