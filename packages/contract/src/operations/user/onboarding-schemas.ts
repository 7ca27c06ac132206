import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";

/** True for a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Onboarding answers (spec 001 §2 and §5): name and date of birth are required, use case and referral optional. */
export const OnboardingBodySchema = z.object({
  first_name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(100),
  date_of_birth: z
    .string({ error: messages.dateOfBirthRequired })
    .trim()
    .min(1, messages.dateOfBirthRequired)
    .max(inputLimits.shortTextCharacters, messages.invalidDate)
    .refine(isCalendarDate, messages.invalidDate),
  use_case: z.string().trim().max(200).optional(),
  referral_source: z.string().trim().max(200).optional(),
});

export const ChecklistItemParamsSchema = z.object({
  item_id: z
    .string()
    .max(64, "Item ids are lower-case letters, digits, _ and -, up to 64")
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "Item ids are lower-case letters, digits, _ and -, up to 64"),
});
