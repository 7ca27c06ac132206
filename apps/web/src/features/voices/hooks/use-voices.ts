import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  emptyVoiceFilters,
  fetchModels,
  fetchVoices,
  modelsQueryKey,
  type VoiceFilters,
  voicesQueryKey,
} from "../api/voices-api.ts";

/** The voices matching the filters; the previous list stays on screen while the next loads. */
export function useVoices(filters: VoiceFilters, voiceType?: "default") {
  return useQuery({
    queryKey: [...voicesQueryKey, filters, voiceType ?? "all"],
    queryFn: () => fetchVoices(filters, voiceType),
    placeholderData: keepPreviousData,
  });
}

/** Every voice, unfiltered: the source of the filters' options. */
export function useAllVoices() {
  return useQuery({
    queryKey: [...voicesQueryKey, emptyVoiceFilters],
    queryFn: () => fetchVoices(emptyVoiceFilters),
  });
}

export function useModels() {
  return useQuery({ queryKey: modelsQueryKey, queryFn: fetchModels, staleTime: 10 * 60_000 });
}
