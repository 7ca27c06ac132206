import type { Voice } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../../ui/Banner.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../../../ui/States.tsx";
import { voicesQueryKey } from "../../api/voices-api.ts";
import { SampleDropzone } from "../../clone/SampleDropzone.tsx";
import { SampleRecorder } from "../../clone/SampleRecorder.tsx";
import { deleteProfessionalSample, type VoiceSample } from "../api/professional-voices-api.ts";
import type { useSampleUploads } from "../hooks/use-sample-uploads.ts";
import { isTrainingRunning, totalSelectedSeconds } from "../professional-state.ts";
import { DurationMeter } from "../samples/DurationMeter.tsx";
import { ProfessionalSampleItem } from "../samples/ProfessionalSampleItem.tsx";
import { UploadQueue } from "../samples/UploadQueue.tsx";

/**
 * Step 2: the recordings. Many files, each uploaded with its own progress; every sample listed with
 * its duration, waveform and levels against the recommendation; the selected total against the
 * 30-minute minimum.
 */
export function SamplesStep({
  voice,
  uploads,
  onBack,
  onNext,
}: {
  voice: Voice;
  uploads: ReturnType<typeof useSampleUploads>;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejected, setRejected] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<VoiceSample | null>(null);
  const samples = voice.samples ?? [];
  const training = isTrainingRunning(voice);
  const add = (files: File[]) => setRejected(uploads.add(files));

  return (
    <div className="stack">
      <p className="muted">{t("voices.pro.samples.intro")}</p>
      <DurationMeter seconds={totalSelectedSeconds(voice)} />
      {training ? (
        <Banner tone="info">{t("voices.pro.samples.lockedWhileTraining")}</Banner>
      ) : (
        <div className="clone-samples">
          <SampleDropzone
            onFiles={add}
            hint={t("voices.pro.samples.dropHint")}
            inputLabel={t("voices.pro.samples.chooseFiles")}
          />
          <SampleRecorder onRecorded={(file) => add([file])} />
        </div>
      )}
      {rejected.length > 0 && (
        <Banner tone="warning" title={t("voices.pro.samples.rejectedTitle")}>
          {rejected.join(", ")}
        </Banner>
      )}
      <UploadQueue
        uploads={uploads.uploads}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onClear={uploads.clearFinished}
      />
      {samples.length === 0 ? (
        uploads.uploads.length === 0 && (
          <EmptyState icon="wave" title={t("voices.pro.samples.empty")}>
            {t("voices.pro.samples.emptyText")}
          </EmptyState>
        )
      ) : (
        <ul className="pro-samples" aria-label={t("voices.pro.samples.listLabel")}>
          {samples.map((sample) => (
            <ProfessionalSampleItem
              key={sample.sample_id}
              voiceId={voice.voice_id}
              sample={sample}
              onRemove={training ? undefined : () => setToRemove(sample)}
            />
          ))}
        </ul>
      )}
      <div className="pro-step-actions">
        <Button onClick={onBack}>{t("common.back")}</Button>
        <Button variant="primary" onClick={onNext} disabled={samples.length === 0}>
          {t("voices.pro.next")}
        </Button>
      </div>
      <ConfirmDialog
        open={toRemove !== null}
        onClose={() => setToRemove(null)}
        title={t("voices.pro.samples.removeTitle", { name: toRemove?.file_name ?? "" })}
        confirmLabel={t("common.remove")}
        danger
        onConfirm={async () => {
          if (!toRemove) return;
          await deleteProfessionalSample(voice.voice_id, toRemove.sample_id);
          await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
        }}
      >
        {t("voices.pro.samples.removeText")}
      </ConfirmDialog>
    </div>
  );
}
