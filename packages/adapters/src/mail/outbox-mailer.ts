import type { Logger, Mailer, OutboxRepository, SmsSender } from "@chorus/domain";
import { newId } from "@chorus/domain";

/**
 * The embedded default mailer: every message lands in the outbox table (admins can read it)
 * and its text, with any links, is printed to the server log so a self-hoster without SMTP
 * can still verify their address.
 */
export function outboxMailer(outbox: OutboxRepository, logger: Logger): Mailer {
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
