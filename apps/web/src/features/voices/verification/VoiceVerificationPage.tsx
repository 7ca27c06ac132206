import type { Voice } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { useVoice } from "../hooks/use-custom-voices.ts";
import { isProfessionalVoice, isVerified, wizardPath } from "../professional/professional-state.ts";
import { isUnderCaptcha } from "../safety/safety-controls.ts";
import "../voices.css";
import "../professional/professional.css";
import { CaptchaReader } from "./CaptchaReader.tsx";
import { ProfessionalVerification } from "./ProfessionalVerification.tsx";

/**
 * /app/voices/:voiceId/verification — Voice Verification (spec 001 §2): a professional voice proves
 * it is the owner's (captcha or manual request), and a voice held by voice safety's CAPTCHA is
 * released by reading one. Reached from the voice detail when either is needed.
 */
export function VoiceVerificationPage() {
  const { t } = useTranslation();
  const { voiceId = "" } = useParams();
  const voice = useVoice(voiceId);
  useDocumentTitle(t("voices.verify.title"));
  return (
    <>
      <Link className="back-link" to={`/app/voices/${encodeURIComponent(voiceId)}`}>
        <Icon name="chevronRight" className="back-link__icon" />
        {voice.data?.name ?? t("voices.detail.title")}
      </Link>
      <PageHeader title={t("voices.verify.title")} description={t("voices.verify.description")} />
      <QueryView
        query={voice}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(data) => <Verification voice={data} />}
      </QueryView>
    </>
  );
}

function Verification({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = voice.name ?? voice.voice_id;
  const safety = isUnderCaptcha(voice);
  const professional = isProfessionalVoice(voice) && !isVerified(voice);
  if (!safety && !professional)
    return (
      <Card>
        <EmptyState
          icon="checkCircle"
          title={t("voices.verify.nothingTitle", { name })}
          action={
            <Link
              className="btn btn--primary"
              to={
                isProfessionalVoice(voice)
                  ? wizardPath(voice.voice_id)
                  : `/app/voices/${encodeURIComponent(voice.voice_id)}`
              }
            >
              {isProfessionalVoice(voice) ? t("voices.pro.openWizard") : t("voices.verify.backToVoice")}
            </Link>
          }
        >
          {t("voices.verify.nothingText")}
        </EmptyState>
      </Card>
    );
  return (
    <div className="stack">
      {safety && (
        <Card title={t("voices.safety.captchaTitle", { name })} description={t("voices.safety.captchaText")}>
          <CaptchaReader
            purpose="safety"
            voiceId={voice.voice_id}
            onVerified={() => {
              toast.success(t("voices.safety.captchaPassed", { name }));
              void queryClient.invalidateQueries({ queryKey: voicesQueryKey });
            }}
          />
        </Card>
      )}
      {professional && (
        <Card title={t("voices.verify.professionalTitle", { name })}>
          <ProfessionalVerification voice={voice} />
        </Card>
      )}
    </div>
  );
}
