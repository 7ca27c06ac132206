import type { Voice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { createDesignedVoice } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

export interface PreviewSet {
  previews: {
    generated_voice_id: string;
    audio_base_64: string;
    media_type: string;
    duration_secs: number;
  }[];
  text: string;
}

/**
 * The two steps design and remix share: ask for three previews (`request`), then keep the chosen one
 * as a voice under a name and open it. The first preview starts chosen.
 */
export function useVoicePreviews(request: () => Promise<PreviewSet>, description: () => string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState("");
  const generate = useMutation({
    mutationFn: request,
    onSuccess: (result) => setChosen(result.previews[0]?.generated_voice_id ?? null),
  });
  const create = useMutation({
    mutationFn: () =>
      createDesignedVoice({ name: name.trim(), description: description(), previewId: chosen ?? "" }),
    onSuccess: async (voice: Voice) => {
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      navigate(`/app/voices/${encodeURIComponent(voice.voice_id)}`);
    },
  });
  return { generate, create, chosen, setChosen, name, setName };
}

export type VoicePreviews = ReturnType<typeof useVoicePreviews>;
