import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { failLoading, loadBlob, startLoading } from "../../player/player-store.ts";
import { streamSpeech } from "../../speech/api/speech-api.ts";
import { defaultSpeechSettings } from "../../speech/voice-settings.ts";
import { useModels } from "../hooks/use-voices.ts";
import { VoiceErrorAction } from "../safety/VoiceErrorAction.tsx";

/** "Try it": speaks a short text with this voice through the same call and player as speech synthesis. */
export function TryVoicePanel({ voiceId, voiceName }: { voiceId: string; voiceName: string }) {
  const { t } = useTranslation();
  const textId = useId();
  const models = useModels();
  const [text, setText] = useState<string>(() => t("voices.detail.tryDefault"));
  const modelId = (models.data ?? []).find((model) => model.can_do_text_to_speech !== false)?.model_id ?? "";
  const speak = useMutation({
    mutationFn: async () => {
      const title = text.trim().slice(0, 80);
      const token = startLoading({ title, subtitle: voiceName });
      try {
        const result = await streamSpeech({ voiceId, text, modelId, settings: defaultSpeechSettings });
        await loadBlob(token, result.audio, {
          title,
          subtitle: voiceName,
          historyItemId: result.historyItemId,
        });
      } catch (error) {
        failLoading(token, errorMessage(error));
        throw error;
      }
    },
  });
  return (
    <Card title={t("voices.detail.tryTitle")}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() && modelId) speak.mutate();
        }}
      >
        <label htmlFor={textId} className="visually-hidden">
          {t("voices.detail.tryLabel")}
        </label>
        <textarea
          id={textId}
          className="textarea"
          rows={3}
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="row">
          <Button
            type="submit"
            variant="primary"
            loading={speak.isPending}
            disabled={!text.trim() || !modelId}
          >
            <Icon name="play" />
            {t("voices.detail.speak")}
          </Button>
        </div>
        {speak.isError && (
          <Banner tone="danger" actions={<VoiceErrorAction error={speak.error} voiceId={voiceId} />}>
            {errorMessage(speak.error)}
          </Banner>
        )}
      </form>
    </Card>
  );
}
