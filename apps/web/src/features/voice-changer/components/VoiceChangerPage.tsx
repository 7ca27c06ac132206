import { speechToSpeechModels } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AudioClip } from "../../../ui/AudioClip.tsx";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { audioMinutesCredits } from "../../audio-tools/audio-minutes-credits.ts";
import { maxRecordingBytes, RecordingSource } from "../../audio-tools/RecordingSource.tsx";
import { ToolProgress } from "../../audio-tools/ToolProgress.tsx";
import { useRecordingSeconds } from "../../audio-tools/use-recording-seconds.ts";
import { useToolPhase } from "../../audio-tools/use-tool-phase.ts";
import { historyQueryKey } from "../../history/api/history-api.ts";
import { VoicePicker } from "../../speech/components/VoicePicker.tsx";
import { VoiceErrorAction } from "../../voices/safety/VoiceErrorAction.tsx";
import { changeVoice, type VoiceChangeResult } from "../api/voice-changer-api.ts";

/** /app/voice-changer: a recording (made here or uploaded) re-spoken in a voice from the library. */
export function VoiceChangerPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("voiceChanger.title"));
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState<File | null>(null);
  const seconds = useRecordingSeconds(recording);
  const [voice, setVoice] = useState<{ id: string; name: string } | null>(null);
  const [modelId, setModelId] = useState(speechToSpeechModels[0]!.modelId);
  const [removeNoise, setRemoveNoise] = useState(false);
  const { phase, start } = useToolPhase();
  const [result, setResult] = useState<(VoiceChangeResult & { voiceName: string }) | null>(null);

  const convert = useMutation({
    mutationFn: async () => {
      if (!recording || !voice) throw new Error("nothing to convert");
      const answer = await changeVoice(
        { recording, voiceId: voice.id, modelId, removeBackgroundNoise: removeNoise },
        start(),
      );
      return { ...answer, voiceName: voice.name };
    },
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
  });

  const tooBig = (recording?.size ?? 0) > maxRecordingBytes;
  const canConvert = Boolean(recording && voice && !tooBig && !convert.isPending);
  const cost = seconds === null ? null : audioMinutesCredits(seconds);
  const model = speechToSpeechModels.find((candidate) => candidate.modelId === modelId);

  return (
    <>
      <PageHeader title={t("voiceChanger.title")} description={t("voiceChanger.description")} />
      <div className="speech-layout">
        <div className="stack">
          <Card title={t("voiceChanger.sourceTitle")} description={t("voiceChanger.sourceDescription")}>
            <RecordingSource
              recording={recording}
              disabled={convert.isPending}
              onChange={(file) => {
                setRecording(file);
                convert.reset();
              }}
            />
          </Card>
          <Card title={t("voiceChanger.settingsTitle")}>
            <div className="stack">
              <SelectField
                label={t("voiceChanger.model")}
                options={speechToSpeechModels.map((candidate) => ({
                  value: candidate.modelId,
                  label: t(`voiceChanger.models.${candidate.modelId}`, { defaultValue: candidate.name }),
                }))}
                value={modelId}
                hint={model && t(`voiceChanger.modelHints.${model.modelId}`, { defaultValue: "" })}
                onChange={(event) => setModelId(event.target.value)}
              />
              <Switch
                label={t("voiceChanger.removeNoise")}
                description={t("voiceChanger.removeNoiseHint")}
                checked={removeNoise}
                onChange={(event) => setRemoveNoise(event.target.checked)}
              />
              <div className="row-between">
                <p className="muted" aria-live="polite">
                  {cost === null
                    ? t("voiceChanger.costUnknown")
                    : t("voiceChanger.cost", { count: cost, formatted: formatNumber(cost, i18n.language) })}
                </p>
                <Button
                  variant="primary"
                  disabled={!canConvert}
                  loading={convert.isPending}
                  onClick={() => convert.mutate()}
                >
                  <Icon name="sparkles" />
                  {convert.isPending ? t("voiceChanger.converting") : t("voiceChanger.convert")}
                </Button>
              </div>
              {!voice && <p className="muted">{t("voiceChanger.pickVoiceFirst")}</p>}
              {!recording && <p className="muted">{t("voiceChanger.addRecordingFirst")}</p>}
              {convert.isPending && <ToolProgress phase={phase} working={t("voiceChanger.working")} />}
              {convert.isError && (
                <Banner
                  tone="danger"
                  title={t("voiceChanger.failed")}
                  actions={voice && <VoiceErrorAction error={convert.error} voiceId={voice.id} />}
                >
                  {errorMessage(convert.error)}
                </Banner>
              )}
            </div>
          </Card>
          {result && (
            <Card title={t("voiceChanger.resultTitle")}>
              <div className="stack-sm">
                <AudioClip
                  audio={result.audio}
                  label={t("voiceChanger.resultLabel", { name: result.voiceName })}
                  downloadName={`voice-changer-${result.voiceName}.mp3`}
                  downloadLabel={t("voiceChanger.download")}
                />
                <p className="muted">
                  {result.conversion === "pitch_shift"
                    ? t("voiceChanger.pitchShifted")
                    : t("voiceChanger.respoken")}
                  {result.creditCost !== null &&
                    ` ${t("voiceChanger.charged", {
                      count: result.creditCost,
                      formatted: formatNumber(result.creditCost, i18n.language),
                    })}`}
                </p>
              </div>
            </Card>
          )}
        </div>
        <Card
          title={t("voiceChanger.voice")}
          description={
            voice ? t("voiceChanger.selectedVoice", { name: voice.name }) : t("voiceChanger.noVoice")
          }
        >
          <VoicePicker selectedId={voice?.id ?? null} onSelect={(id, name) => setVoice({ id, name })} />
        </Card>
      </div>
    </>
  );
}
