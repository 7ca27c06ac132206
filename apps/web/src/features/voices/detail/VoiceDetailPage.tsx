import type { Voice } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { deleteCustomVoice, deleteSample, isCustomVoice } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";
import { CollectionMenu } from "../collections/CollectionMenu.tsx";
import { CategoryBadge } from "../mine/MyVoicesList.tsx";
import { ProfessionalStateBadge } from "../professional/components/ProfessionalStateBadge.tsx";
import { useProfessionalVoice } from "../professional/hooks/use-professional-voice.ts";
import { isProfessionalVoice, wizardPath } from "../professional/professional-state.ts";
import { SafetyBadge } from "../safety/SafetyBadge.tsx";
import { SafetyControlCard } from "../safety/SafetyControlCard.tsx";
import { VoiceSafetyBanner } from "../safety/VoiceSafetyBanner.tsx";
import { CopyOrigin } from "../sharing/CopyOrigin.tsx";
import { VoiceSharingSection } from "../sharing/VoiceSharingSection.tsx";
import { canSpeakWith } from "../speakable.ts";
import { readVoiceAnalysis } from "../voice-analysis.ts";
import "../voices.css";
import "../professional/professional.css";
import { EditVoiceDialog } from "./EditVoiceDialog.tsx";
import { ProfessionalNextStep } from "./ProfessionalNextStep.tsx";
import { ProfessionalSamplesCard } from "./ProfessionalSamplesCard.tsx";
import { SampleRow } from "./SampleRow.tsx";
import { TryVoicePanel } from "./TryVoicePanel.tsx";
import { VoiceAnalysisPanel } from "./VoiceAnalysisPanel.tsx";

/**
 * /app/voices/:voiceId — a voice: details, samples with waveforms, analysis and "Try it". A
 * professional clone also shows its state, its samples' speakers and levels, the way back into the
 * wizard and (when it needs it) to verification; admins get the voice-safety control.
 */
export function VoiceDetailPage() {
  const { t } = useTranslation();
  const { voiceId = "" } = useParams();
  const voice = useProfessionalVoice(voiceId);
  useDocumentTitle(voice.data?.name ?? t("voices.detail.title"));
  return (
    <>
      <Link className="back-link" to="/app/voices?tab=mine">
        <Icon name="chevronRight" className="back-link__icon" />
        {t("voices.detail.back")}
      </Link>
      <QueryView
        query={voice}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(data) => <VoiceDetail voice={data} />}
      </QueryView>
    </>
  );
}

function VoiceDetail({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sampleToDelete, setSampleToDelete] = useState<{ id: string; name: string } | null>(null);
  const name = voice.name ?? voice.voice_id;
  const analysis = readVoiceAnalysis(voice);
  const samples = voice.samples ?? [];
  const professional = isProfessionalVoice(voice);
  const custom = isCustomVoice(voice);
  // An untrained professional voice has nothing to speak (or remix) with yet.
  const speakable = canSpeakWith(voice);
  return (
    <>
      <PageHeader
        title={name}
        description={voice.description ?? voice.spoken_by}
        actions={
          <>
            <CollectionMenu
              voiceId={voice.voice_id}
              voiceName={name}
              collectionIds={voice.collection_ids ?? []}
              withLabel
            />
            {speakable && (
              <Button onClick={() => navigate(`/app/voices/${encodeURIComponent(voice.voice_id)}/remix`)}>
                <Icon name="sparkles" />
                {t("voices.detail.remix")}
              </Button>
            )}
            {professional && (
              <Link className="btn btn--secondary" to={wizardPath(voice.voice_id)}>
                <Icon name="settings" />
                {t("voices.pro.openWizard")}
              </Link>
            )}
            {custom && !professional && (
              <Button onClick={() => setEditing(true)}>
                <Icon name="edit" />
                {t("voices.detail.edit")}
              </Button>
            )}
            {custom && (
              <Button variant="danger-ghost" onClick={() => setDeleting(true)}>
                <Icon name="trash" />
                {t("voices.detail.delete")}
              </Button>
            )}
          </>
        }
      />
      <div className="voice-detail">
        <div className="voice-card__tags">
          <CategoryBadge voice={voice} />
          {professional && <ProfessionalStateBadge voice={voice} />}
          <SafetyBadge voice={voice} />
          {voice.language && <Badge>{voice.language}</Badge>}
          {voice.spoken_by && (
            <Badge tone="accent">{t("voices.detail.spokenBy", { engine: voice.spoken_by })}</Badge>
          )}
          {Object.entries(voice.labels ?? {}).map(([key, value]) => (
            <Badge key={key}>{`${key}: ${value}`}</Badge>
          ))}
        </div>
        <VoiceSafetyBanner voice={voice} />
        {professional && <ProfessionalNextStep voice={voice} />}
        <CopyOrigin voice={voice} />
        <div className="voice-detail__grid">
          <div className="stack">
            {analysis && (
              <VoiceAnalysisPanel
                analysis={analysis}
                designed={voice.category === "generated"}
                copied={voice.sharing?.status === "copied" || voice.sharing?.status === "copied_disabled"}
              />
            )}
            {professional ? (
              <ProfessionalSamplesCard voice={voice} />
            ) : (
              samples.length > 0 && (
                <Card title={t("voices.detail.samples")} flush>
                  <ul className="sample-list" aria-label={t("voices.detail.samples")}>
                    {samples.map((sample) => (
                      <SampleRow
                        key={sample.sample_id}
                        voiceId={voice.voice_id}
                        sample={sample}
                        canDelete={samples.length > 1}
                        onDelete={() => setSampleToDelete({ id: sample.sample_id, name: sample.file_name })}
                      />
                    ))}
                  </ul>
                </Card>
              )
            )}
          </div>
          <div className="stack">
            {speakable ? (
              <TryVoicePanel voiceId={voice.voice_id} voiceName={name} />
            ) : (
              <Card title={t("voices.detail.tryTitle")}>
                <p className="muted">{t("voices.pro.detail.notTrained")}</p>
              </Card>
            )}
            {custom && <SafetyControlCard voice={voice} />}
          </div>
        </div>
        <VoiceSharingSection voice={voice} />
      </div>
      <EditVoiceDialog voice={voice} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t("voices.detail.deleteTitle", { name })}
        confirmLabel={t("voices.detail.delete")}
        danger
        onConfirm={async () => {
          await deleteCustomVoice(voice.voice_id);
          queryClient.removeQueries({ queryKey: [...voicesQueryKey, "one", voice.voice_id] });
          await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
          navigate("/app/voices?tab=mine");
        }}
      >
        {t("voices.detail.deleteText")}
      </ConfirmDialog>
      <ConfirmDialog
        open={sampleToDelete !== null}
        onClose={() => setSampleToDelete(null)}
        title={t("voices.detail.deleteSampleTitle", { name: sampleToDelete?.name ?? "" })}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!sampleToDelete) return;
          await deleteSample(voice.voice_id, sampleToDelete.id);
          await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
        }}
      >
        {t("voices.detail.deleteSampleText")}
      </ConfirmDialog>
    </>
  );
}
