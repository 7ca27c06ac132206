import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { designVoicePreviews } from "../api/custom-voices-api.ts";
import "../voices.css";
import { designExamples } from "./english-prompts.ts";
import { PreviewChooser } from "./PreviewChooser.tsx";
import { useVoicePreviews } from "./use-voice-previews.ts";
import { emptyVoicePrompt, promptText, type VoicePrompt, VoicePromptForm } from "./VoicePromptForm.tsx";

/**
 * /app/voices/design — describe a voice, hear three previews, keep one. The engines read the words
 * into parameters (see contract `textToVoice.design`), so the examples show the words that work.
 */
export function DesignVoicePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("voices.design.title"));
  const [prompt, setPrompt] = useState<VoicePrompt>(emptyVoicePrompt);
  const previews = useVoicePreviews(
    () => designVoicePreviews({ description: prompt.description.trim(), text: promptText(prompt) }),
    () => prompt.description.trim(),
  );
  return (
    <>
      <Link className="back-link" to="/app/voices?tab=mine">
        <Icon name="chevronRight" className="back-link__icon" />
        {t("voices.detail.back")}
      </Link>
      <PageHeader title={t("voices.design.title")} description={t("voices.design.description")} />
      <div className="stack">
        <Card>
          <VoicePromptForm
            prompt={prompt}
            onChange={setPrompt}
            onSubmit={() => previews.generate.mutate()}
            pending={previews.generate.isPending}
            error={previews.generate.error}
            labels={{
              description: t("voices.design.descriptionLabel"),
              placeholder: designExamples[0],
              submit: t("voices.design.generate"),
            }}
            examples={designExamples}
          />
        </Card>
        <PreviewChooser state={previews} />
      </div>
    </>
  );
}
