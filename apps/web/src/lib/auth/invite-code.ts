/**
 * Invite mails link to `/app/home?invite_code=<id>`. A signed-out person reaches sign-in or
 * sign-up with that path inside `redirect`, so the code is looked for in both places.
 */
export function inviteCodeFrom(params: URLSearchParams): string | null {
  const direct = params.get("invite_code");
  if (direct) return direct;
  const redirect = params.get("redirect");
  if (!redirect) return null;
  try {
    return new URL(redirect, window.location.origin).searchParams.get("invite_code");
  } catch {
    return null;
  }
}
