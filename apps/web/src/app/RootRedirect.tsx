import { Navigate } from "react-router";
import { useSession } from "../lib/auth/use-session.ts";
import { PageLoading } from "../ui/Spinner.tsx";

/** `/`: home when signed in, else the sign-in page. */
export function RootRedirect() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  return <Navigate to={session.status === "signed_in" ? "/app/home" : "/sign-in"} replace />;
}
