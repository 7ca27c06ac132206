import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { DesignPreviewCard } from "./DesignPreviewCard.tsx";
import type { VoicePreviews } from "./use-voice-previews.ts";

/**
 * Step two of design and remix: placeholders while the three previews are spoken, then the previews
 * to play and choose from, a name, and "Create voice".
 */
export function PreviewChooser({ state }: { state: VoicePreviews }) {
  const { t } = useTranslation();
  const { generate, create, chosen, setChosen, name, setName } = state;
  const nameError = isApiError(create.error) ? (create.error.fieldMessage("voice_name") ?? null) : null;
  const general = create.error && !nameError ? errorMessage(create.error) : null;
  if (generate.isPending)
    return (
      <div
        className="design-previews"
        role="status"
        aria-busy="true"
        aria-label={t("voices.design.generating")}
      >
        {[0, 1, 2].map((slot) => (
          <div key={slot} className="design-preview design-preview--loading skeleton" />
        ))}
      </div>
    );
  if (!generate.data) return null;
  return (
    <Card title={t("voices.design.previewsTitle")} description={`“${generate.data.text}”`}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen && name.trim()) create.mutate();
        }}
      >
        <div className="design-previews">
          {generate.data.previews.map((preview, index) => (
            <DesignPreviewCard
              key={preview.generated_voice_id}
              preview={preview}
              index={index}
              selected={chosen === preview.generated_voice_id}
              onSelect={() => setChosen(preview.generated_voice_id)}
            />
          ))}
        </div>
        <TextField
          label={t("voices.design.nameLabel")}
          value={name}
          maxLength={100}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        {general && <Banner tone="danger">{general}</Banner>}
        <div className="row">
          <Button
            type="submit"
            variant="primary"
            loading={create.isPending}
            disabled={!chosen || !name.trim()}
          >
            {t("voices.design.create")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
