import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../lib/auth/use-session.ts";
import { fetchSubscription, subscriptionQueryKey } from "../api/billing-api.ts";

/** The workspace's subscription (`GET /v1/user/subscription`), shared by every billing screen and the banner. */
export function useSubscription(options: { refetchInterval?: number | false } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: fetchSubscription,
    enabled: session.status === "signed_in",
    refetchInterval: options.refetchInterval,
  });
}
