import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api/api-error.ts";

/** Retries only what may pass on a second try (network, 5xx); a 4xx answer will not change. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
