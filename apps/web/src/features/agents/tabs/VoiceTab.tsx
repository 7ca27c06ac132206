import { agentLimits, type ConversationConfig } from "@chorus/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Slider } from "../../../ui/Slider.tsx";
import { VoicePicker } from "../../speech/components/VoicePicker.tsx";
import { useAllVoices } from "../../voices/hooks/use-voices.ts";
import { audioFormatOptions } from "../agent-formats.ts";
import { ChipListEditor } from "../fields/ChipListEditor.tsx";
import type { AgentTabProps } from "./tab-props.ts";

type AudioFormat = ConversationConfig["tts"]["agent_output_audio_format"];

/** The Voice tab: which voice speaks and how, the audio formats both ways, and words to listen for. */
export function VoiceTab({ draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const tts = draft.conversation_config.tts;
  const asr = draft.conversation_config.asr;
  const voices = useAllVoices();
  const current = voices.data?.voices.find((voice) => voice.voice_id === tts.voice_id);
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const pick = useCallback(
    (voiceId: string) =>
      change((d) => {
        d.conversation_config.tts.voice_id = voiceId;
      }),
    [change],
  );
  return (
    <div className="stack">
      <Card
        title={t("agents.voice.title")}
        description={t("agents.voice.current", { name: current?.name ?? tts.voice_id })}
      >
        <div className="stack-sm">
          {problems.at(["conversation_config", "tts", "voice_id"]) && (
            <p className="field__error" role="alert">
              {problems.at(["conversation_config", "tts", "voice_id"])}
            </p>
          )}
          <VoicePicker selectedId={tts.voice_id} onSelect={pick} />
        </div>
      </Card>
      <Card title={t("agents.voice.settings")}>
        <div className="stack">
          <Slider
            label={t("agents.voice.stability")}
            hint={t("agents.voice.stabilityHint")}
            value={tts.stability}
            min={0}
            max={1}
            step={0.01}
            format={percent}
            onChange={(value) =>
              change((d) => {
                d.conversation_config.tts.stability = value;
              })
            }
          />
          <Slider
            label={t("agents.voice.similarity")}
            hint={t("agents.voice.similarityHint")}
            value={tts.similarity_boost}
            min={0}
            max={1}
            step={0.01}
            format={percent}
            onChange={(value) =>
              change((d) => {
                d.conversation_config.tts.similarity_boost = value;
              })
            }
          />
          <Slider
            label={t("agents.voice.speed")}
            value={tts.speed}
            min={0.7}
            max={1.2}
            step={0.01}
            format={(value) => `${value.toFixed(2)}×`}
            onChange={(value) =>
              change((d) => {
                d.conversation_config.tts.speed = value;
              })
            }
          />
        </div>
      </Card>
      <Card title={t("agents.voice.audio")} description={t("agents.voice.audioDescription")}>
        <div className="stack">
          <div className="grid-2">
            <SelectField
              label={t("agents.voice.outputFormat")}
              options={audioFormatOptions}
              value={tts.agent_output_audio_format}
              onChange={(event) => {
                const value = event.target.value as AudioFormat;
                change((d) => {
                  d.conversation_config.tts.agent_output_audio_format = value;
                });
              }}
            />
            <SelectField
              label={t("agents.voice.inputFormat")}
              options={audioFormatOptions}
              value={asr.user_input_audio_format}
              onChange={(event) => {
                const value = event.target.value as AudioFormat;
                change((d) => {
                  d.conversation_config.asr.user_input_audio_format = value;
                });
              }}
            />
          </div>
          <ChipListEditor
            label={t("agents.voice.keywords")}
            hint={t("agents.voice.keywordsHint")}
            items={asr.keywords}
            max={agentLimits.keywords}
            addLabel={t("agents.voice.addKeyword")}
            removeLabel={(keyword) => t("agents.voice.removeKeyword", { keyword })}
            error={problems.at(["conversation_config", "asr", "keywords"])}
            onChange={(keywords) =>
              change((d) => {
                d.conversation_config.asr.keywords = keywords;
              })
            }
          />
        </div>
      </Card>
    </div>
  );
}
