import type { User } from "@chorus/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../../lib/auth/use-session.ts";
import { fetchUser, patchProfile, userQueryKey } from "../api/user-api.ts";

/** The signed-in person (`GET /v1/user`), shared by every screen through the query cache. */
export function useUser() {
  const session = useSession();
  return useQuery({ queryKey: userQueryKey, queryFn: fetchUser, enabled: session.status === "signed_in" });
}

/** Profile changes answer the updated user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (user: User) => queryClient.setQueryData(userQueryKey, user),
  });
}
