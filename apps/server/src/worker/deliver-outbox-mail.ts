import { smtpMailer } from "@chorus/adapters/mail";
import type { Ports } from "@chorus/domain";

/** One round of SMTP delivery of the mail outbox (a failure is recorded on the message, not retried). */
export function outboxMailDelivery(smtpUrl: string, from: string, ports: Ports): () => Promise<void> {
  const smtp = smtpMailer({ url: smtpUrl, from });
  return async () => {
    const pending = await ports.store.outbox.claimUndelivered("email", 20);
    for (const message of pending) {
      try {
        await smtp.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          html: message.html ?? undefined,
        });
        await ports.store.outbox.markDelivered(message.id, ports.clock.now());
      } catch (error) {
        await ports.store.outbox.markDelivered(message.id, ports.clock.now(), String(error));
        ports.logger.warn("worker: mail delivery failed", { id: message.id, err: error });
      }
    }
  };
}
