import type { AddressInfo } from "node:net";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A local SMTP server that accepts everything and records what it got. */
async function startFakeSmtp(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk) => {
        data += chunk;
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds)("the worker role delivers outbox mail over SMTP on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer(
      kind,
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Chorus <chorus@example.com>" },
      { role: "worker" },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("sends each outbox message once and marks it delivered", async () => {
    await server.ports.mailer.send({
      to: "reader@example.com",
      subject: "Hello",
      text: "Body with a link http://x/y",
    });
    const deadline = Date.now() + 15_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["reader@example.com"]);
    expect(smtp.received[0]!.from).toBe("chorus@example.com");
    expect(smtp.received[0]!.data).toContain("Subject: Hello");
    expect(smtp.received[0]!.data).toContain("Body with a link http://x/y");
    const [stored] = await server.ports.store.outbox.list({ recipient: "reader@example.com", limit: 1 });
    expect(stored?.deliveredAt).toBeInstanceOf(Date);
    expect(stored?.error).toBeNull();
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.received).toHaveLength(1);
  });
});
