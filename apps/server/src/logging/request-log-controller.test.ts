import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { RequestLogController } from "./request-log-controller.ts";

async function linesFor(everyRequest: boolean): Promise<string[]> {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line).msg) });
  const app = Fastify({ loggerInstance: logger, logController: new RequestLogController(everyRequest) });
  app.get("/ok", async () => ({ ok: true }));
  app.get("/broken", async (_request, reply) => reply.status(503).send({ ok: false }));
  await app.inject({ url: "/ok" });
  await app.inject({ url: "/broken" });
  await app.close();
  return lines;
}

describe("RequestLogController", () => {
  it("drops routine request lines by default but keeps a 5xx answer", async () => {
    expect(await linesFor(false)).toEqual(["request completed"]);
  });

  it("logs every request and response with LOG_REQUESTS", async () => {
    expect(await linesFor(true)).toEqual([
      "incoming request",
      "request completed",
      "incoming request",
      "request completed",
    ]);
  });
});
