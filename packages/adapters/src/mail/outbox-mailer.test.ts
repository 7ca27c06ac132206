import type { Logger, OutboxRepository } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { outboxMailer, readableMail } from "./outbox-mailer.ts";

describe("outboxMailer", () => {
  it("keeps the mail in the outbox, logs it, and prints it readably when asked to", async () => {
    const stored: unknown[] = [];
    const logged: string[] = [];
    const printed: string[] = [];
    const outbox = { insert: async (row: unknown) => void stored.push(row) } as unknown as OutboxRepository;
    const logger = { info: (message: string) => void logged.push(message) } as unknown as Logger;
    const mailer = outboxMailer(outbox, logger, (text) => printed.push(text));
    await mailer.send({
      to: "Ada@Example.com",
      subject: "Verify your email",
      text: "Open this link:\nhttp://localhost:3000/app/action?mode=verifyEmail&oobCode=abc\n",
    });
    expect(stored).toHaveLength(1);
    expect(logged[0]).toContain("oobCode=abc");
    expect(printed).toEqual([
      "\n✉  Mail to Ada@Example.com: Verify your email\n   Open this link:\n   http://localhost:3000/app/action?mode=verifyEmail&oobCode=abc\n\n",
    ]);
  });

  it("prints nothing when no printer is given (SMTP delivers)", async () => {
    const outbox = { insert: async () => {} } as unknown as OutboxRepository;
    const logger = { info: () => {} } as unknown as Logger;
    await expect(
      outboxMailer(outbox, logger).send({ to: "a@b.c", subject: "s", text: "t" }),
    ).resolves.toBeUndefined();
    expect(readableMail("a@b.c", "s", "one\ntwo")).toBe("\n✉  Mail to a@b.c: s\n   one\n   two\n\n");
  });
});
