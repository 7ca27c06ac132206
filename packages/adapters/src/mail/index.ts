export { outboxMailer, outboxSmsSender } from "./outbox-mailer.ts";
export { smtpMailer } from "./smtp-mailer.ts";
