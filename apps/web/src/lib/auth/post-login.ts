import { safeRedirectPath } from "@chorus/contract";

/**
 * Where a person goes right after signing in (spec 000 §2): the `redirect` query target when
 * `safeRedirectPath` accepts it (same origin and allow-listed), else onboarding for people who
 * have not finished it, else home.
 */
export function postLoginDestination(
  user: { is_onboarding_completed: boolean },
  redirect: string | null,
): string {
  const safe = safeRedirectPath(redirect, window.location.origin);
  if (safe) return safe;
  return user.is_onboarding_completed ? "/app/home" : "/app/onboarding";
}

/** `/sign-in?redirect=<current path>`, so the person comes back here after signing in again. */
export function signInPathReturningTo(path: string): string {
  return `/sign-in?${new URLSearchParams({ redirect: path }).toString()}`;
}
