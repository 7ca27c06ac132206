import { useCallback, useState } from "react";
import type { FormAudioOptions } from "../../lib/api/form-audio.ts";
import type { ToolPhase } from "./ToolProgress.tsx";

/**
 * Where an audio-tool request stands, fed by its transfer: `start()` resets it to "uploading 0 %" and
 * returns the progress callbacks to hand to the request (the last uploaded byte means the server is
 * working; the first answer bytes mean it is arriving).
 */
export function useToolPhase(): {
  phase: ToolPhase;
  start: () => Pick<FormAudioOptions, "onUploadProgress" | "onDownloadProgress">;
} {
  const [phase, setPhase] = useState<ToolPhase>({ kind: "uploading", fraction: 0 });
  const start = useCallback(() => {
    setPhase({ kind: "uploading", fraction: 0 });
    return {
      onUploadProgress: (fraction: number) =>
        setPhase(fraction >= 1 ? { kind: "processing" } : { kind: "uploading", fraction }),
      onDownloadProgress: (bytes: number) => setPhase({ kind: "receiving", bytes }),
    };
  }, []);
  return { phase, start };
}
