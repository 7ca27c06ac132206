import type { SharedHistoryItemResponse } from "@chorus/contract";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api/error-message.ts";
import {
  closePlayer,
  failLoading,
  loadBlob,
  type PlayerTrack,
  startLoading,
  usePlayer,
} from "../../player/player-store.ts";
import { fetchSharedMedia } from "../api/share-api.ts";

/**
 * Loads the shared audio into the app's one player (the same store, peaks and controls the bottom
 * player uses) without playing it: the visitor presses play. The whole file is fetched first, so
 * the duration is exact and seeking works although the server streams without ranges. Leaving
 * the page empties the player, so the clip does not follow a signed-in visitor into the app.
 */
export function useSharedAudio(item: SharedHistoryItemResponse) {
  const player = usePlayer();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger; the track text changes only with the item
  useEffect(() => {
    const track: PlayerTrack = { title: item.text, subtitle: item.voice_name, historyItemId: null };
    const controller = new AbortController();
    const load = startLoading(track);
    fetchSharedMedia(item.audio_url, controller.signal).then(
      (blob) => loadBlob(load, blob, track, false),
      (error: unknown) => {
        if (!controller.signal.aborted) failLoading(load, errorMessage(error));
      },
    );
    return () => {
      controller.abort();
      closePlayer();
    };
  }, [item.audio_url, attempt]);

  return { player, retry: () => setAttempt((count) => count + 1) };
}
