import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { emptyVoiceFilters } from "../../voices/api/voices-api.ts";
import { VoiceCard } from "../../voices/components/VoiceCard.tsx";
import { VoiceFilterBar } from "../../voices/components/VoiceFilterBar.tsx";
import { useVoices } from "../../voices/hooks/use-voices.ts";
import { VoiceSafetyNotices } from "../../voices/safety/VoiceSafetyNotices.tsx";
import { canSpeakWith } from "../../voices/speakable.ts";
import { rememberedVoiceId, rememberVoice } from "../last-voice.ts";

interface VoicePickerProps {
  selectedId: string | null;
  onSelect: (voiceId: string, name: string) => void;
}

/**
 * Search and filter the voices, preview them, and pick the one to speak with (voices that cannot speak are left
 * out). Until someone picks, the voice picked last in this browser is chosen, else the library's first, so the
 * page opens ready to generate.
 */
export function VoicePicker({ selectedId, onSelect }: VoicePickerProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(emptyVoiceFilters);
  const voices = useVoices(useDeferredValue(filters));
  const pick = (voiceId: string, name: string) => {
    rememberVoice(voiceId);
    onSelect(voiceId, name);
  };
  const loaded = voices.data?.voices;
  useEffect(() => {
    if (selectedId || !loaded) return;
    const usable = loaded.filter(canSpeakWith);
    const remembered = rememberedVoiceId();
    const choice = usable.find((voice) => voice.voice_id === remembered) ?? usable[0];
    if (choice) onSelect(choice.voice_id, choice.name ?? choice.voice_id);
  }, [selectedId, loaded, onSelect]);
  return (
    <div className="stack-sm">
      <VoiceFilterBar compact filters={filters} onChange={setFilters} />
      <QueryView query={voices} loading={<SkeletonRows />}>
        {(data) => {
          const usable = data.voices.filter(canSpeakWith);
          return (
            <>
              <VoiceSafetyNotices voices={data.voices} />
              {usable.length === 0 ? (
                <EmptyState icon="mic" title={t("voices.empty")} />
              ) : (
                <ul className="voice-list voice-list--compact" aria-label={t("voices.listLabel")}>
                  {usable.map((voice) => (
                    <VoiceCard
                      key={voice.voice_id}
                      voice={voice}
                      selected={voice.voice_id === selectedId}
                      onSelect={() => pick(voice.voice_id, voice.name ?? voice.voice_id)}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
