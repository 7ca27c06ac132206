import type { Voice } from "@chorus/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { remixVoicePreviews } from "../api/custom-voices-api.ts";
import { useVoice } from "../hooks/use-custom-voices.ts";
import "../voices.css";
import { remixExamples, remixPlaceholder } from "./english-prompts.ts";
import { PreviewChooser } from "./PreviewChooser.tsx";
import { useVoicePreviews } from "./use-voice-previews.ts";
import { emptyVoicePrompt, promptText, type VoicePrompt, VoicePromptForm } from "./VoicePromptForm.tsx";

/**
 * /app/voices/:voiceId/remix — describe a change to an existing voice ("deeper and slower"), choose
 * how strongly it applies, hear three previews and keep one as a new voice. The original is untouched.
 */
export function RemixVoicePage() {
  const { t } = useTranslation();
  const { voiceId = "" } = useParams();
  const voice = useVoice(voiceId);
  useDocumentTitle(t("voices.remix.title", { name: voice.data?.name ?? "" }));
  return (
    <>
      <Link className="back-link" to={`/app/voices/${encodeURIComponent(voiceId)}`}>
        <Icon name="chevronRight" className="back-link__icon" />
        {voice.data?.name ?? t("voices.detail.title")}
      </Link>
      <QueryView
        query={voice}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(data) => <RemixVoice voice={data} />}
      </QueryView>
    </>
  );
}

function RemixVoice({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const strengthId = useId();
  const name = voice.name ?? voice.voice_id;
  const [prompt, setPrompt] = useState<VoicePrompt>(emptyVoicePrompt);
  const [strength, setStrength] = useState(0.5);
  const previews = useVoicePreviews(
    () =>
      remixVoicePreviews(voice.voice_id, {
        description: prompt.description.trim(),
        text: promptText(prompt),
        promptStrength: strength,
      }),
    () => prompt.description.trim(),
  );
  const percent = `${Math.round(strength * 100)} %`;
  return (
    <>
      <PageHeader title={t("voices.remix.title", { name })} description={t("voices.remix.description")} />
      <div className="stack">
        <Card>
          <VoicePromptForm
            prompt={prompt}
            onChange={setPrompt}
            onSubmit={() => previews.generate.mutate()}
            pending={previews.generate.isPending}
            error={previews.generate.error}
            labels={{
              description: t("voices.remix.descriptionLabel"),
              placeholder: remixPlaceholder,
              submit: t("voices.remix.generate"),
            }}
            examples={remixExamples}
          >
            <div className="slider">
              <div className="row-between">
                <label htmlFor={strengthId} className="field__label">
                  {t("voices.remix.strength")}
                </label>
                <span className="slider__value">{percent}</span>
              </div>
              <input
                id={strengthId}
                type="range"
                className="range"
                min={0}
                max={1}
                step={0.05}
                value={strength}
                aria-valuetext={percent}
                aria-describedby={`${strengthId}-hint`}
                onChange={(event) => setStrength(Number(event.target.value))}
              />
              <p id={`${strengthId}-hint`} className="field__hint">
                {t("voices.remix.strengthHint")}
              </p>
            </div>
          </VoicePromptForm>
        </Card>
        <PreviewChooser state={previews} />
      </div>
    </>
  );
}
