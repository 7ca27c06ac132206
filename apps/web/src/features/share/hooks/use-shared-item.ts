import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api/api-error.ts";
import { fetchSharedItem, sharedItemQueryKey } from "../api/share-api.ts";

/** What a share link shows (no session needed); a 404 (unknown token, or the item was deleted) is final, not retried. */
export function useSharedItem(token: string) {
  return useQuery({
    queryKey: sharedItemQueryKey(token),
    queryFn: () => fetchSharedItem(token),
    // Nothing on the page changes while it is open, and a refetch would reload the audio.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** True when the link itself is gone (as opposed to a failure worth retrying). */
export function isLinkGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
