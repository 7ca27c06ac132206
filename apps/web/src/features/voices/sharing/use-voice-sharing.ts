import { useQuery } from "@tanstack/react-query";
import { fetchSharing, fetchSharingHistory, fetchSharingMetrics, sharingQueryKey } from "./sharing-api.ts";

export function useVoiceSharing(voiceId: string) {
  return useQuery({ queryKey: sharingQueryKey(voiceId), queryFn: () => fetchSharing(voiceId) });
}

export function useSharingMetrics(voiceId: string) {
  return useQuery({
    queryKey: [...sharingQueryKey(voiceId), "metrics"],
    queryFn: () => fetchSharingMetrics(voiceId),
  });
}

export function useSharingHistory(voiceId: string) {
  return useQuery({
    queryKey: [...sharingQueryKey(voiceId), "history"],
    queryFn: () => fetchSharingHistory(voiceId),
  });
}
