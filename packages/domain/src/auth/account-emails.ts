import type { MailMessage } from "../ports/services.ts";

/**
 * The texts of account mails: plain, short and friendly. Every mail that is not about account
 * security carries a link to stop product-update emails; security mails (password reset,
 * sign-in, email change) do not, so nobody learns to ignore or unsubscribe from them.
 */
const signature = "\n\nThe Chorus team";

const optOutFooter = (optOutLink: string) =>
  `\n\n--\nDon't want product news from us? Opt out of product updates: ${optOutLink}`;

export function verificationMail(input: { to: string; link: string; optOutLink: string }): MailMessage {
  return {
    to: input.to,
    subject: "Verify your email for Chorus",
    text:
      `Hi there,\n\nWelcome to Chorus! Please confirm that this is your email address by opening this link:\n\n${input.link}\n\n` +
      "The link works for 24 hours. If you did not create an account, you can ignore this email." +
      signature +
      optOutFooter(input.optOutLink),
  };
}

export function passwordResetMail(input: { to: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: "Reset your Chorus password",
    text:
      `Hi there,\n\nSomeone (hopefully you) asked to reset the password of your Chorus account. Choose a new password here:\n\n${input.link}\n\n` +
      "The link works for 1 hour. If you did not ask for this, you can ignore this email: your password stays the same." +
      signature,
  };
}

export function emailChangeMail(input: { to: string; link: string; code: string }): MailMessage {
  return {
    to: input.to,
    subject: "Confirm your new email for Chorus",
    text:
      `Hi there,\n\nYou asked to use this address for your Chorus account. Confirm the change by opening this link:\n\n${input.link}\n\n` +
      `Or enter this verification code: ${input.code}\n\n` +
      "The link works for 24 hours. If you did not ask for this, ignore this email and nothing changes." +
      signature,
  };
}

export function emailChangedMail(input: { to: string; newEmail: string; revertLink: string }): MailMessage {
  return {
    to: input.to,
    subject: "The email of your Chorus account was changed",
    text:
      `Hi there,\n\nThe email address of your Chorus account was just changed to ${input.newEmail}, and every session was signed out.\n\n` +
      `If this was not you, undo the change here (the link works for 72 hours):\n\n${input.revertLink}\n\n` +
      "Then reset your password to keep your account safe." +
      signature,
  };
}

export function signInVerificationMail(input: { to: string; code: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your Chorus sign-in code: ${input.code}`,
    text:
      `Hi there,\n\nSomeone is signing in to your Chorus account from a new device. If it's you, enter this code:\n\n${input.code}\n\n` +
      `or open this link:\n\n${input.link}\n\n` +
      "The code works for 15 minutes. If this was not you, change your password right away." +
      signature,
  };
}
