import { Readable } from "node:stream";
import type { HistoryDownload, HistoryDownloadFile } from "@chorus/domain";
import type { FastifyReply } from "fastify";
import { ZipFile } from "yazl";
import { attachmentDisposition } from "../presenters/attachment-disposition.ts";

/** Codecs that are already compressed gain nothing from deflate; raw PCM, WAV and G.711 do. */
const isCompressed = (file: HistoryDownloadFile) =>
  file.contentType === "audio/mpeg" || file.contentType === "audio/ogg";

/**
 * Answers a history download: one file as itself, several as a zip that streams out one entry at
 * a time (each item's audio is read, and re-encoded if asked, only when its turn comes, so memory
 * holds one item rather than the whole download).
 */
export async function sendDownload(reply: FastifyReply, download: HistoryDownload): Promise<FastifyReply> {
  const [only] = download.files;
  if (download.files.length === 1 && only) {
    // Loaded before answering, so a failure is still a proper error response.
    const audio = await only.load();
    return reply
      .header("content-type", only.contentType)
      .header("content-disposition", attachmentDisposition(only.fileName))
      .send(Buffer.from(audio));
  }
  const zip = new ZipFile();
  for (const file of download.files) {
    zip.addReadStreamLazy(file.fileName, { compress: !isCompressed(file) }, (done) => {
      file.load().then(
        (audio) => done(null, Readable.from([Buffer.from(audio)])),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A failing entry cannot become an error response any more (bytes are out): end the body abruptly
  // so the client sees a broken download rather than a zip silently missing a file.
  zip.on("error", (error: Error) => {
    reply.log.error({ err: error }, "history zip download failed midway");
    output.destroy(error);
  });
  return reply
    .header("content-type", "application/zip")
    .header("content-disposition", attachmentDisposition(download.archiveName))
    .send(output);
}
