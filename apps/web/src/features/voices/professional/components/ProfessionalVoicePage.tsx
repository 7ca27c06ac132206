import type { Voice } from "@chorus/contract";
import { messages } from "@chorus/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/use-document-title.ts";
import { Banner } from "../../../../ui/Banner.tsx";
import { Card } from "../../../../ui/Card.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import { PageHeader } from "../../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../../ui/States.tsx";
import { useSubscription } from "../../../subscription/hooks/use-subscription.ts";
import { useProfessionalVoice } from "../hooks/use-professional-voice.ts";
import { useSampleUploads } from "../hooks/use-sample-uploads.ts";
import {
  isProfessionalVoice,
  isWizardStep,
  resumeStep,
  type WizardStep,
  wizardPath,
  wizardSteps,
} from "../professional-state.ts";
import { CreateStep } from "../steps/CreateStep.tsx";
import { SamplesStep } from "../steps/SamplesStep.tsx";
import { SpeakersStep } from "../steps/SpeakersStep.tsx";
import { VerifyStep } from "../steps/VerifyStep.tsx";
import { TrainStep } from "../training/TrainStep.tsx";
import "../../voices.css";
import "../professional.css";
import { ProfessionalStateBadge } from "./ProfessionalStateBadge.tsx";
import { WizardStepper } from "./WizardStepper.tsx";

/**
 * /app/voices/professional/:voiceId? — the professional clone wizard: create, samples, speakers,
 * verify, train. Everything it shows comes from the API, so a reload (or coming back days later)
 * lands on the same state; `?step=` keeps the open step, and without it the first unfinished one opens.
 */
export function ProfessionalVoicePage() {
  const { t } = useTranslation();
  const { voiceId } = useParams();
  const voice = useProfessionalVoice(voiceId);
  useDocumentTitle(
    voice.data?.name ? t("voices.pro.documentTitle", { name: voice.data.name }) : t("voices.pro.title"),
  );
  return (
    <>
      <Link className="back-link" to="/app/voices?tab=mine">
        <Icon name="chevronRight" className="back-link__icon" />
        {t("voices.detail.back")}
      </Link>
      {!voiceId ? (
        <Wizard voice={null} />
      ) : voice.isPending ? (
        <Card>
          <SkeletonRows />
        </Card>
      ) : voice.isError ? (
        <ErrorState error={voice.error} onRetry={() => void voice.refetch()} />
      ) : !isProfessionalVoice(voice.data) ? (
        <Banner tone="warning">{messages.notAProfessionalVoice(voice.data.voice_id)}</Banner>
      ) : (
        <Wizard voice={voice.data} />
      )}
    </>
  );
}

function Wizard({ voice }: { voice: Voice | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const subscription = useSubscription();
  const uploads = useSampleUploads(voice?.voice_id ?? "");
  const requested = params.get("step");
  const step: WizardStep = voice ? (isWizardStep(requested) ? requested : resumeStep(voice)) : "create";
  const heading = useRef<HTMLHeadingElement>(null);
  const locked = subscription.data?.can_use_professional_voice_cloning === false;

  const goTo = (next: WizardStep) => {
    setParams({ step: next });
  };
  const neighbour = (offset: number) => wizardSteps[wizardSteps.indexOf(step) + offset] ?? step;

  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <>
      <PageHeader
        title={voice?.name ?? t("voices.pro.title")}
        description={voice ? t("voices.pro.descriptionExisting") : t("voices.pro.description")}
      />
      <div className="stack">
        {voice && (
          <div className="row">
            <ProfessionalStateBadge voice={voice} />
          </div>
        )}
        {locked && (
          <Banner
            tone="warning"
            title={messages.professionalCloningNeedsCreator}
            actions={
              <Link className="btn btn--secondary btn--sm" to="/app/subscription">
                {t("voices.pro.upgrade")}
              </Link>
            }
          >
            {t("voices.pro.planText")}
          </Banner>
        )}
        {voice?.safety_control === "BAN" && <Banner tone="danger">{messages.voiceBlocked}</Banner>}
        <WizardStepper voice={voice} current={step} onStep={goTo} />
        <Card>
          <div className="stack">
            <h2 className="pro-step-title" ref={heading} tabIndex={-1}>
              {t(`voices.pro.stepTitles.${step}`)}
            </h2>
            {step === "create" && (
              <CreateStep
                voice={voice}
                locked={locked}
                onCreated={(id) => navigate(wizardPath(id, "samples"), { replace: true })}
                onNext={() => goTo("samples")}
              />
            )}
            {voice && step === "samples" && (
              <SamplesStep
                voice={voice}
                uploads={uploads}
                onBack={() => goTo(neighbour(-1))}
                onNext={() => goTo(neighbour(1))}
              />
            )}
            {voice && step === "speakers" && (
              <SpeakersStep
                voice={voice}
                onBack={() => goTo(neighbour(-1))}
                onNext={() => goTo(neighbour(1))}
                onAddSamples={() => goTo("samples")}
              />
            )}
            {voice && step === "verify" && (
              <VerifyStep
                voice={voice}
                onBack={() => goTo(neighbour(-1))}
                onNext={() => goTo(neighbour(1))}
              />
            )}
            {voice && step === "train" && (
              <TrainStep voice={voice} onBack={() => goTo(neighbour(-1))} goTo={goTo} />
            )}
          </div>
        </Card>
      </div>
    </>
  );
}
