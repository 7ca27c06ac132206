import { useQuery } from "@tanstack/react-query";
import { fetchMyVoices, fetchVoice, myVoicesQueryKey, voiceQueryKey } from "../api/custom-voices-api.ts";

/** The workspace's cloned and designed voices. */
export function useMyVoices() {
  return useQuery({ queryKey: myVoicesQueryKey, queryFn: fetchMyVoices });
}

export function useVoice(voiceId: string) {
  return useQuery({ queryKey: voiceQueryKey(voiceId), queryFn: () => fetchVoice(voiceId) });
}
