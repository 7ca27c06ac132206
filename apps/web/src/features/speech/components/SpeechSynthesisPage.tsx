import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { historyQueryKey } from "../../history/api/history-api.ts";
import { failLoading, loadBlob, startLoading } from "../../player/player-store.ts";
import { DictionaryPicker } from "../../pronunciation-dictionaries/components/DictionaryPicker.tsx";
import { useModels } from "../../voices/hooks/use-voices.ts";
import { VoiceErrorAction } from "../../voices/safety/VoiceErrorAction.tsx";
import { streamSpeech } from "../api/speech-api.ts";
import { creditCost, defaultSpeechSettings } from "../voice-settings.ts";
import { VoicePicker } from "./VoicePicker.tsx";
import { VoiceSettingsPanel } from "./VoiceSettingsPanel.tsx";

/** /app/speech-synthesis: text, voice, model and settings in; audio out to the bottom player. */
export function SpeechSynthesisPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("speech.title"));
  const queryClient = useQueryClient();
  const textId = useId();
  const countId = useId();
  const models = useModels();
  const [text, setText] = useState("");
  const [voice, setVoice] = useState<{ id: string; name: string } | null>(null);
  const [chosenModelId, setModelId] = useState("");
  const [settings, setSettings] = useState(defaultSpeechSettings);
  const [dictionaryId, setDictionaryId] = useState("");
  const [received, setReceived] = useState(0);

  const ttsModels = (models.data ?? []).filter((model) => model.can_do_text_to_speech !== false);
  const modelId = chosenModelId || ttsModels[0]?.model_id || "";
  const model = ttsModels.find((candidate) => candidate.model_id === modelId);
  const multiplier = model?.model_rates?.character_cost_multiplier ?? 1;
  const maxLength = model?.maximum_text_length_per_request ?? null;
  const characters = text.length;
  const tooLong = maxLength !== null && characters > maxLength;

  const generate = useMutation({
    mutationFn: async () => {
      if (!voice) throw new Error("no voice");
      setReceived(0);
      const title = text.trim().slice(0, 80);
      const token = startLoading({ title, subtitle: voice.name });
      try {
        const result = await streamSpeech(
          { voiceId: voice.id, text, modelId, settings, dictionaryId },
          setReceived,
        );
        await loadBlob(token, result.audio, {
          title,
          subtitle: voice.name,
          historyItemId: result.historyItemId,
        });
        return result;
      } catch (error) {
        failLoading(token, errorMessage(error));
        throw error;
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });

  const canGenerate = Boolean(voice && modelId && text.trim() && !tooLong);

  return (
    <>
      <PageHeader title={t("speech.title")} description={t("speech.description")} />
      <div className="speech-layout">
        <div className="stack">
          <Card>
            <div className="stack">
              <label htmlFor={textId} className="field__label">
                {t("speech.textLabel")}
              </label>
              <textarea
                id={textId}
                className="textarea speech-text"
                rows={10}
                placeholder={t("speech.textPlaceholder")}
                value={text}
                aria-describedby={countId}
                aria-invalid={tooLong || undefined}
                onChange={(event) => setText(event.target.value)}
              />
              <div className="row-between">
                <p id={countId} className={tooLong ? "field__error" : "muted"} aria-live="polite">
                  {maxLength !== null
                    ? t("speech.characterCountMax", {
                        count: characters,
                        formatted: formatNumber(characters, i18n.language),
                        max: formatNumber(maxLength, i18n.language),
                      })
                    : t("speech.characterCount", {
                        count: characters,
                        formatted: formatNumber(characters, i18n.language),
                      })}
                  {" · "}
                  {t("speech.creditCost", {
                    count: creditCost(characters, multiplier),
                    formatted: formatNumber(creditCost(characters, multiplier), i18n.language),
                  })}
                </p>
                <Button
                  variant="primary"
                  disabled={!canGenerate}
                  loading={generate.isPending}
                  onClick={() => generate.mutate()}
                >
                  <Icon name="wave" />
                  {generate.isPending ? t("speech.generating") : t("speech.generate")}
                </Button>
              </div>
              {!voice && <p className="muted">{t("speech.pickVoiceFirst")}</p>}
              {generate.isPending && (
                <p className="muted" aria-live="polite">
                  {t("speech.receiving", { size: (received / 1024).toFixed(0) })}
                </p>
              )}
              {generate.isError && (
                <Banner
                  tone="danger"
                  title={t("speech.failed")}
                  actions={voice && <VoiceErrorAction error={generate.error} voiceId={voice.id} />}
                >
                  {errorMessage(generate.error)}
                </Banner>
              )}
            </div>
          </Card>
          <Card title={t("speech.settingsTitle")}>
            <div className="stack">
              <SelectField
                label={t("speech.model")}
                options={ttsModels.map((candidate) => ({
                  value: candidate.model_id,
                  label: `${candidate.name ?? candidate.model_id} (${candidate.model_rates?.character_cost_multiplier ?? 1}×)`,
                }))}
                value={modelId}
                disabled={models.isPending}
                hint={model?.description ?? undefined}
                error={models.isError ? errorMessage(models.error) : null}
                onChange={(event) => setModelId(event.target.value)}
              />
              <DictionaryPicker
                value={dictionaryId}
                onChange={setDictionaryId}
                modelSpeaksPhonemes={
                  model?.languages?.length === 1 && model.languages[0]?.language_id === "en"
                }
              />
              <VoiceSettingsPanel
                settings={settings}
                onChange={setSettings}
                canUseStyle={model?.can_use_style !== false}
                canUseSpeakerBoost={model?.can_use_speaker_boost !== false}
              />
            </div>
          </Card>
        </div>
        <Card
          title={t("speech.voice")}
          description={voice ? t("speech.selectedVoice", { name: voice.name }) : t("speech.noVoice")}
        >
          <VoicePicker selectedId={voice?.id ?? null} onSelect={(id, name) => setVoice({ id, name })} />
        </Card>
      </div>
    </>
  );
}
