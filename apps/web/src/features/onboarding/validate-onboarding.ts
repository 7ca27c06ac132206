import { messages, OnboardingBodySchema } from "@chorus/contract";

export interface AboutYouErrors {
  first_name?: string;
  date_of_birth?: string;
}

/** Whole years between a YYYY-MM-DD birth date and today (local calendar). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/**
 * The server's rules for name and date of birth (the contract's schema, word-for-word
 * messages), plus its age check: at least 18 years old (spec 001 §5).
 */
export function validateAboutYou(firstName: string, dateOfBirth: string, today = new Date()): AboutYouErrors {
  const result = OnboardingBodySchema.pick({ first_name: true, date_of_birth: true }).safeParse({
    first_name: firstName,
    date_of_birth: dateOfBirth,
  });
  const errors: AboutYouErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof AboutYouErrors;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.date_of_birth && ageOn(dateOfBirth.trim(), today) < 18)
    errors.date_of_birth = messages.mustBeAdult;
  return errors;
}
