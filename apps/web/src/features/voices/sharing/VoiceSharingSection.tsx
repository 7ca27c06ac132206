import type { Voice } from "@chorus/contract";
import { SharingActivity } from "./SharingActivity.tsx";
import { SharingPanel } from "./SharingPanel.tsx";
import "../library/library.css";

const shareable = ["cloned", "generated", "professional"];

/** Whether a voice is the workspace's own (not premade, not added from the library), so it can be shared. */
export function isShareable(voice: Voice): boolean {
  const copied = voice.sharing?.status === "copied" || voice.sharing?.status === "copied_disabled";
  return !copied && shareable.includes(voice.category ?? "");
}

/**
 * The voice page's library part for the workspace's own voices: "Share in the library", and once the
 * voice has been shared, its metrics and history. Premade voices and copies show nothing here.
 */
export function VoiceSharingSection({ voice }: { voice: Voice }) {
  if (!isShareable(voice)) return null;
  const everShared = (voice.sharing?.library_state ?? "not_shared") !== "not_shared";
  return (
    <section className="voice-sharing">
      <SharingPanel voice={voice} />
      {everShared && <SharingActivity voiceId={voice.voice_id} />}
    </section>
  );
}
