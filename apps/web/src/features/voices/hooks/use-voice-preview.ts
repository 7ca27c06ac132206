import { useEffect, useState } from "react";

let previewAudio: HTMLAudioElement | null = null;
let playingId: string | null = null;
const listeners = new Set<(id: string | null) => void>();

function announce(id: string | null) {
  playingId = id;
  for (const listener of listeners) listener(id);
}

/** One preview at a time: plays a voice's preview_url, or stops it when it is already playing. */
export function toggleVoicePreview(voiceId: string, url: string | null | undefined): void {
  if (!url) return;
  if (!previewAudio) {
    previewAudio = new Audio();
    previewAudio.addEventListener("ended", () => announce(null));
    previewAudio.addEventListener("error", () => announce(null));
  }
  if (playingId === voiceId) {
    previewAudio.pause();
    announce(null);
    return;
  }
  previewAudio.src = url;
  announce(voiceId);
  previewAudio.play().catch(() => announce(null));
}

/** The id of the voice whose preview is playing. */
export function usePlayingPreview(): string | null {
  const [id, setId] = useState(playingId);
  useEffect(() => {
    listeners.add(setId);
    return () => {
      listeners.delete(setId);
    };
  }, []);
  return id;
}
