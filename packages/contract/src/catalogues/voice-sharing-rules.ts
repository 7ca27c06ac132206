/**
 * The numbers of spec 001 §5 and §9 for sharing a voice in the library: the server checks them
 * (domain/voices/library/sharing-rules.ts) and the web app's sharing form checks the same ones
 * before sending, with the same messages.
 */

/** The notice periods an owner may choose, in days (30, 90, 180 days, 1 year, 2 years; or none). */
export const noticePeriodOptions = [0, 30, 90, 180, 365, 730] as const;
/** The highest custom rate, in USD per 1,000 credits. */
export const maxCustomRateUsd = 0.2;
/** A custom rate needs a notice period of at least this many days. */
export const minNoticeDaysForCustomRate = 90;
/** "Under 500 characters". */
export const maxSharingDescriptionLength = 499;
/** The labels the library shows and filters on. */
export const sharingLabelKeys = [
  "accent",
  "age",
  "gender",
  "descriptive",
  "use_case",
  "language",
  "locale",
] as const;
/** The longest label value. */
export const maxSharingLabelLength = 50;
