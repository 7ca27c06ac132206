import { type UiLocale, uiLocales } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useUpdateProfile, useUser } from "../features/user/hooks/use-user.ts";
import { useWorkspace } from "../features/workspace/hooks/use-workspace.ts";
import { useInactivitySignOut } from "../lib/auth/inactivity.ts";
import { setPeriodicRefresh } from "../lib/auth/session.ts";
import { useSession } from "../lib/auth/use-session.ts";
import { applyProfileUiLocale } from "../lib/i18n/i18n.ts";
import { takeSignedOutChoice } from "../lib/i18n/locale.ts";

/**
 * Keeps app state in step with the session: cached data is dropped when the person or the
 * workspace changes (another tab signed in, a workspace switch), email-verified people get the
 * 5-minute refresh, the profile's language is applied once per sign-in, and the workspace's
 * inactivity timeout is enforced.
 */
export function SessionEffects() {
  const session = useSession();
  const queryClient = useQueryClient();
  const previous = useRef({ userId: session.userId, workspaceId: session.workspaceId });
  const localeAppliedFor = useRef<string | null>(null);
  const user = useUser();
  const updateProfile = useUpdateProfile();
  const workspace = useWorkspace();

  useEffect(() => {
    const before = previous.current;
    previous.current = { userId: session.userId, workspaceId: session.workspaceId };
    if (session.status === "signed_out") {
      // Only a sign-out drops data: the first check finding nobody signed in has nobody's data to drop,
      // and clearing then would cancel the fetches of public pages (a share link) already under way.
      if (before.userId) queryClient.clear();
      localeAppliedFor.current = null;
    } else if (before.userId && before.userId !== session.userId) {
      queryClient.clear();
    } else if (before.workspaceId && before.workspaceId !== session.workspaceId) {
      void queryClient.invalidateQueries();
    }
  }, [session.status, session.userId, session.workspaceId, queryClient]);

  useEffect(() => {
    setPeriodicRefresh(session.status === "signed_in" && !!user.data?.is_email_verified);
  }, [session.status, user.data?.is_email_verified]);

  useEffect(() => {
    const data = user.data;
    if (!data || localeAppliedFor.current === data.user_id) return;
    localeAppliedFor.current = data.user_id;
    // A language picked on the sign-in page is the newer wish: save it; otherwise the profile's applies.
    const chosen = takeSignedOutChoice();
    if (chosen && chosen !== data.locale) updateProfile.mutate({ locale: chosen });
    else if ((uiLocales as readonly string[]).includes(data.locale))
      applyProfileUiLocale(data.locale as UiLocale);
  }, [user.data, updateProfile]);

  useInactivitySignOut(session.status === "signed_in" ? workspace.data?.session_inactivity_timeout : null);
  return null;
}
