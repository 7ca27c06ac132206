import type { Voice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { Banner } from "../../../../ui/Banner.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import { useSubscription } from "../../../subscription/hooks/use-subscription.ts";
import { voicesQueryKey } from "../../api/voices-api.ts";
import { TryVoicePanel } from "../../detail/TryVoicePanel.tsx";
import { startTraining } from "../api/professional-voices-api.ts";
import { trainingOf, type WizardStep } from "../professional-state.ts";
import { RequirementList, useTrainingRequirements } from "./TrainingRequirements.tsx";

/**
 * Step 5, finish-up: what training needs (each requirement met or not, with the way to meet it),
 * then a live progress bar while the background job runs (the wizard polls the voice), and at the
 * end the finished voice with a link to it and a place to try it.
 */
export function TrainStep({
  voice,
  onBack,
  goTo,
}: {
  voice: Voice;
  onBack: () => void;
  goTo: (step: WizardStep) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const requirements = useTrainingRequirements(voice, subscription.data, goTo);
  const training = trainingOf(voice);
  const start = useMutation({
    mutationFn: () => startTraining(voice.voice_id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  });
  const name = voice.name ?? voice.voice_id;

  if (training.state === "fine_tuned")
    return (
      <div className="stack">
        <Banner
          tone="success"
          title={t("voices.pro.train.doneTitle", { name })}
          actions={
            <Link className="btn btn--primary" to={`/app/voices/${encodeURIComponent(voice.voice_id)}`}>
              {t("voices.pro.train.openVoice")}
            </Link>
          }
        >
          {t("voices.pro.train.doneText")}
        </Banner>
        <TrainingProgress progress={1} label={t("voices.pro.train.finished")} />
        <TryVoicePanel voiceId={voice.voice_id} voiceName={name} />
      </div>
    );

  if (training.state === "queued" || training.state === "fine_tuning")
    return (
      <div className="stack">
        <TrainingProgress
          progress={training.progress}
          label={training.message ?? t(`voices.pro.train.states.${training.state}`)}
        />
        <p className="muted">{t("voices.pro.train.runningHint")}</p>
      </div>
    );

  const ready = requirements.every((requirement) => requirement.met);
  return (
    <div className="stack">
      <p className="muted">{t("voices.pro.train.intro")}</p>
      {training.state === "failed" && (
        <Banner tone="danger" title={t("voices.pro.train.failedTitle")}>
          {training.message ?? t("voices.pro.train.failedText")}
        </Banner>
      )}
      <RequirementList requirements={requirements} />
      {start.isError && (
        <Banner tone="danger" title={t("voices.pro.train.refused")}>
          {errorMessage(start.error)}
        </Banner>
      )}
      <div className="pro-step-actions">
        <Button onClick={onBack}>{t("common.back")}</Button>
        <Button variant="primary" disabled={!ready} loading={start.isPending} onClick={() => start.mutate()}>
          <Icon name="sparkles" />
          {training.state === "failed" ? t("voices.pro.train.startAgain") : t("voices.pro.train.start")}
        </Button>
      </div>
    </div>
  );
}

function TrainingProgress({ progress, label }: { progress: number; label: string }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return (
    <div className="pro-training">
      <div className="pro-training__head">
        <span>{label}</span>
        <strong>{percent} %</strong>
      </div>
      <div
        className="progress pro-training__bar"
        role="progressbar"
        aria-label={t("voices.pro.train.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
