import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";
import { useTranscriptAudio } from "../../speech-to-text/hooks/use-transcript-audio.ts";
import { conversationAudioQueryKey, fetchConversationAudio } from "../api/conversations-api.ts";

/**
 * The call's recording, when it has one: fetched once, drawn as waveform peaks (decoded in the
 * browser) and played from an object URL, with the time followed every frame so the transcript
 * can light the turn being heard.
 */
export function useRecording(conversationId: string, hasAudio: boolean) {
  const audio = useQuery({
    queryKey: conversationAudioQueryKey(conversationId),
    queryFn: () => fetchConversationAudio(conversationId),
    enabled: hasAudio,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const [decoded, setDecoded] = useState<{ peaks: number[]; durationSeconds: number } | null>(null);

  useEffect(() => {
    setUrl(null);
    setDecoded(null);
    const blob = audio.data;
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    let current = true;
    void decodeAudio(blob, 200).then((result) => {
      if (current && result) setDecoded(result);
    });
    return () => {
      current = false;
      URL.revokeObjectURL(objectUrl);
    };
  }, [audio.data]);

  const player = useTranscriptAudio(url);
  return {
    loading: hasAudio && audio.isPending,
    failed: audio.isError || player.failed,
    peaks: decoded?.peaks ?? null,
    duration: player.duration || decoded?.durationSeconds || 0,
    player,
  };
}

export type Recording = ReturnType<typeof useRecording>;
