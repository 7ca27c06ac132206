import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type CurrentUser, loadCurrentUser } from "./get-current-user.ts";

/** Spec 001 §9: "Minimum age 18." */
export const MINIMUM_AGE_YEARS = 18;

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC), counting a birthday reached today. */
export function ageInYears(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface OnboardingAnswers {
  firstName: string;
  /** A calendar date, YYYY-MM-DD (the contract checked the format). */
  dateOfBirth: string;
  useCase?: string;
  referralSource?: string;
}

/** Saves the onboarding answers and ends onboarding; people under 18 are refused. */
export async function completeOnboarding(
  ctx: AuthenticatedContext,
  answers: OnboardingAnswers,
): Promise<CurrentUser> {
  requirePermission(ctx, "user_write");
  const { store, clock } = ctx.ports;
  const now = clock.now();
  if (ageInYears(answers.dateOfBirth, now) < MINIMUM_AGE_YEARS) {
    throw DomainError.invalidField(["body", "date_of_birth"], messages.mustBeAdult);
  }
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  await store.users.update(user.id, {
    firstName: answers.firstName,
    onboarding: {
      dateOfBirth: answers.dateOfBirth,
      ...(answers.useCase ? { useCase: answers.useCase } : {}),
      ...(answers.referralSource ? { referralSource: answers.referralSource } : {}),
    },
    onboardingCompletedAt: user.onboardingCompletedAt ?? now,
  });
  return loadCurrentUser(ctx);
}
