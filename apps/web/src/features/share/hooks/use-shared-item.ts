import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api/api-error.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { fetchSharedItem, sharedItemQueryKey } from "../api/share-api.ts";

/**
 * What a share link shows; a 404 (unknown token, or the item was deleted) is final, not retried.
 *
 * The page needs no session, but it waits for the first session check to finish: when that check
 * finds nobody signed in, the app clears the whole query cache (SessionEffects), which silently
 * cancels a fetch under way, and the page could be left on its skeleton for good.
 */
export function useSharedItem(token: string) {
  const session = useSession();
  return useQuery({
    queryKey: sharedItemQueryKey(token),
    queryFn: () => fetchSharedItem(token),
    enabled: session.status !== "loading",
    // Nothing on the page changes while it is open, and a refetch would reload the audio.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** True when the link itself is gone (as opposed to a failure worth retrying). */
export function isLinkGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
