import type { Mailer } from "@chorus/domain";
import nodemailer from "nodemailer";

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
