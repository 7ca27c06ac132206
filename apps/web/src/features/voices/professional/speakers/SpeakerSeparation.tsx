import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { Banner } from "../../../../ui/Banner.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import { Spinner } from "../../../../ui/Spinner.tsx";
import { voicesQueryKey } from "../../api/voices-api.ts";
import {
  separateSpeakers,
  updateProfessionalSample,
  type VoiceSample,
} from "../api/professional-voices-api.ts";
import { SpeakerRow } from "./SpeakerRow.tsx";

/**
 * A sample's speaker separation: start it, watch it run (the wizard polls the voice while any is
 * pending), then keep the speakers who are you. Until speakers are chosen the whole sample counts.
 */
export function SpeakerSeparation({
  voiceId,
  sample,
  disabled,
}: {
  voiceId: string;
  sample: VoiceSample;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: voicesQueryKey });
  const start = useMutation({
    mutationFn: () => separateSpeakers(voiceId, sample.sample_id),
    onSuccess: refresh,
  });
  // The choice shows at once (set in the click's own event, so the checkbox never flips back) and
  // stays until the voice has been read again with it: the mutation settles after the refetch.
  const [optimisticChoice, setOptimisticChoice] = useState<string[] | null>(null);
  const choose = useMutation({
    mutationFn: (ids: string[]) =>
      updateProfessionalSample(voiceId, sample.sample_id, { selectedSpeakerIds: ids }),
    onSuccess: refresh,
    onSettled: () => setOptimisticChoice(null),
  });
  const chooseSpeakers = (ids: string[]) => {
    setOptimisticChoice(ids);
    choose.mutate(ids);
  };
  const separation = sample.speaker_separation;
  const status = separation?.status ?? "not_started";

  if (status === "pending")
    return (
      <p className="pro-separation__status" role="status">
        <Spinner />
        {t("voices.pro.speakers.pending")}
      </p>
    );

  if (status !== "completed")
    return (
      <div className="pro-separation__start">
        {status === "failed" && <Banner tone="danger">{t("voices.pro.speakers.failed")}</Banner>}
        <Button
          loading={start.isPending}
          disabled={disabled}
          aria-label={t("voices.pro.speakers.separateNamed", { name: sample.file_name })}
          onClick={() => start.mutate()}
        >
          <Icon name="users" />
          {status === "failed" ? t("voices.pro.speakers.retry") : t("voices.pro.speakers.separate")}
        </Button>
        {start.isError && <p className="field__error">{errorMessage(start.error)}</p>}
      </div>
    );

  const speakers = Object.values(separation?.speakers ?? {});
  const chosen = separation?.selected_speaker_ids ?? speakers.map((speaker) => speaker.speaker_id);
  const keptIds = optimisticChoice ?? chosen;
  return (
    <div className="stack-sm">
      <p className="muted">
        {speakers.length === 1
          ? t("voices.pro.speakers.foundOne")
          : t("voices.pro.speakers.found", { count: speakers.length })}
      </p>
      <ul
        className="pro-speakers"
        aria-label={t("voices.pro.speakers.listLabel", { name: sample.file_name })}
      >
        {speakers.map((speaker, index) => (
          <SpeakerRow
            key={speaker.speaker_id}
            voiceId={voiceId}
            sampleId={sample.sample_id}
            speakerId={speaker.speaker_id}
            index={index}
            durationSeconds={speaker.duration_secs}
            turns={speaker.utterances?.length ?? 0}
            kept={keptIds.includes(speaker.speaker_id)}
            disabled={disabled || choose.isPending}
            onKeep={(keep) =>
              chooseSpeakers(
                keep ? [...keptIds, speaker.speaker_id] : keptIds.filter((id) => id !== speaker.speaker_id),
              )
            }
          />
        ))}
      </ul>
      {keptIds.length === 0 && <Banner tone="warning">{t("voices.pro.speakers.noneKept")}</Banner>}
      {choose.isError && <Banner tone="danger">{errorMessage(choose.error)}</Banner>}
    </div>
  );
}
