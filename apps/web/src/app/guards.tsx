import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { useUser } from "../features/user/hooks/use-user.ts";
import { postLoginDestination, signInPathReturningTo } from "../lib/auth/post-login.ts";
import { useSession } from "../lib/auth/use-session.ts";
import { PageLoading } from "../ui/Spinner.tsx";
import { ErrorState } from "../ui/States.tsx";

/** Pages for signed-in people. Signed out, they go to /sign-in and come back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed_out") {
    const to =
      session.endReason === "signed_out"
        ? "/sign-in"
        : signInPathReturningTo(location.pathname + location.search);
    return <Navigate to={to} replace state={{ ended: session.endReason }} />;
  }
  return <Outlet />;
}

/** The app proper needs a finished onboarding; until then everything leads to /app/onboarding. */
export function RequireOnboarded() {
  const user = useUser();
  const [params] = useSearchParams();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data.is_onboarding_completed) {
    // An invite link's code rides along, so home can show that invite once onboarding is done.
    const invite = params.get("invite_code");
    const search = invite ? `?${new URLSearchParams({ invite_code: invite })}` : "";
    return <Navigate to={`/app/onboarding${search}`} replace />;
  }
  return <Outlet />;
}

/**
 * Sends a signed-in person on to their post-login destination (spec 000 §2): the `redirect`
 * query parameter (or the given target, e.g. an email link's continueUrl) when it is safe.
 */
export function PostLoginRedirect({ target }: { target?: string | null }) {
  const user = useUser();
  const [params] = useSearchParams();
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <PageLoading />;
  const destination = postLoginDestination(user.data, target !== undefined ? target : params.get("redirect"));
  // Allow-listed targets outside the app (e.g. /v1/dubs/{id}) are served by the server, not the router.
  if (!destination.startsWith("/app/")) {
    window.location.replace(destination);
    return <PageLoading />;
  }
  return <Navigate to={destination} replace />;
}

/** Sign-in, sign-up and forgot-password: once signed in (here or in another tab) the person moves on. */
export function PublicOnly() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed_in") return <PostLoginRedirect />;
  return <Outlet />;
}
