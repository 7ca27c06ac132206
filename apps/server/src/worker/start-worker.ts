import { smtpMailer } from "@chorus/adapters/mail";
import type { Config } from "@chorus/config";
import type { Ports } from "@chorus/domain";

/**
 * The worker role. Today it has one job: deliver outbox mail through SMTP when SMTP_URL is set
 * (without SMTP the outbox and the log are the delivery). Later issues add their queues here.
 */
export function startWorker(config: Config, ports: Ports): { stop(): Promise<void> } {
  if (!config.mail.smtpUrl) {
    ports.logger.info("worker: no SMTP_URL, mail stays in the outbox");
    return { stop: async () => {} };
  }
  const smtp = smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from });
  let running = true;
  let current: Promise<void> = Promise.resolve();
  const tick = async () => {
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
        ports.logger.warn("worker: mail delivery failed", { id: message.id, error: String(error) });
      }
    }
  };
  const timer = setInterval(() => {
    if (running)
      current = tick().catch((error) =>
        ports.logger.error("worker: outbox tick failed", { error: String(error) }),
      );
  }, 2000);
  return {
    async stop() {
      running = false;
      clearInterval(timer);
      await current;
    },
  };
}
