import type { Logger, Mailer, OutboxRepository, SmsSender } from "@chorus/domain";
import { newId } from "@chorus/domain";

/**
 * The mailer: every message lands in the outbox table (admins can read it; with SMTP configured the
 * worker delivers it). Its text, with any links, goes to the server log, and on the embedded default
 * (no SMTP) also to `print` as a plain block a person can read and click, so a self-hoster without
 * mail can still verify their address.
 */
export function outboxMailer(
  outbox: OutboxRepository,
  logger: Logger,
  print?: (text: string) => void,
): Mailer {
  return {
    async send(message) {
      await outbox.insert({
        id: newId(),
        channel: "email",
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        html: message.html ?? null,
      });
      logger.info(`mail to ${message.to}: ${message.subject}\n${message.text}`, { outbox: "email" });
      print?.(readableMail(message.to, message.subject, message.text));
    },
  };
}

/** The embedded default SMS sender: messages go to the outbox and the log. */
export function outboxSmsSender(outbox: OutboxRepository, logger: Logger): SmsSender {
  return {
    async send(to, text) {
      await outbox.insert({ id: newId(), channel: "sms", recipient: to, subject: "SMS", body: text });
      logger.info(`sms to ${to}: ${text}`, { outbox: "sms" });
    },
  };
}

/** A mail as a person reads it in a terminal: who, what, then the text indented, links on their own lines. */
export function readableMail(to: string, subject: string, text: string): string {
  const body = text
    .trim()
    .split("\n")
    .map((line) => `   ${line}`)
    .join("\n");
  return `\n✉  Mail to ${to}: ${subject}\n${body}\n\n`;
}
