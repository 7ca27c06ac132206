import { isAdminRole } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../lib/auth/use-session.ts";
import { fetchWorkspace, fetchWorkspaces, workspaceKeys } from "../api/workspace-api.ts";

/** The workspace the session is in, with the caller's role. */
export function useWorkspace() {
  const session = useSession();
  return useQuery({
    queryKey: workspaceKeys.workspace,
    queryFn: fetchWorkspace,
    enabled: session.status === "signed_in",
  });
}

/** Every workspace the person belongs to, for the switcher. */
export function useWorkspaces() {
  const session = useSession();
  return useQuery({
    queryKey: workspaceKeys.workspaces,
    queryFn: fetchWorkspaces,
    enabled: session.status === "signed_in",
  });
}

/** True for owners and admins; the server checks again on every write. */
export function useIsWorkspaceAdmin(): boolean {
  const workspace = useWorkspace();
  return !!workspace.data && isAdminRole(workspace.data.role);
}
