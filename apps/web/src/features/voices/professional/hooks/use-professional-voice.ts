import { useQuery } from "@tanstack/react-query";
import { fetchVoice, voiceQueryKey } from "../../api/custom-voices-api.ts";
import { isSeparationPending, isTrainingRunning } from "../professional-state.ts";

/** How often a voice with background work (speaker separation, training) is read again. */
export const backgroundWorkPollMs = 1500;

/**
 * A professional voice, read again every 1.5 s while speaker separation or training runs in the
 * background (both are jobs on the server; their state is part of the voice), and not otherwise.
 */
export function useProfessionalVoice(voiceId: string | undefined) {
  return useQuery({
    queryKey: voiceQueryKey(voiceId ?? ""),
    queryFn: () => fetchVoice(voiceId ?? ""),
    enabled: !!voiceId,
    refetchInterval: (query) => {
      const voice = query.state.data;
      return voice && (isSeparationPending(voice) || isTrainingRunning(voice)) ? backgroundWorkPollMs : false;
    },
  });
}
