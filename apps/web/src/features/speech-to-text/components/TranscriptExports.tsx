import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../../../lib/api/binary.ts";
import { Button } from "../../../ui/Button.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import {
  buildExport,
  type CueSettings,
  defaultCueSettings,
  exportFileName,
  exportFormats,
  formatNeedsTimes,
} from "../transcript/transcript-exports.ts";
import { speakerIds, speakerLabel, type TranscriptDocument } from "../transcript/transcript-model.ts";

/** A whole number from a number field, kept within bounds (an empty field keeps the old value). */
function bounded(text: string, previous: number, low: number, high: number): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value)) return previous;
  return Math.min(high, Math.max(low, Math.round(value)));
}

/**
 * Downloads of the transcript as edited (SubRip, WebVTT, text, JSON), built in the browser so the
 * edits and speaker names are in them, with the cue settings of spec 001 §3; and copy to clipboard.
 */
export function TranscriptExports({ document }: { document: TranscriptDocument }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<CueSettings>(() => ({
    ...defaultCueSettings,
    includeSpeakers: speakerIds(document).length > 1,
  }));
  const set = (change: Partial<CueSettings>) => setSettings((current) => ({ ...current, ...change }));
  const speakerName = (speakerId: string) =>
    speakerLabel(document, speakerId, (number) => t("speechToText.editor.speakerDefault", { number }));

  return (
    <div className="stack">
      <div className="stt-exports__buttons">
        {exportFormats.map((format) => (
          <Button
            key={format}
            size="sm"
            disabled={formatNeedsTimes(format) && !document.timed}
            title={
              formatNeedsTimes(format) && !document.timed ? t("speechToText.exports.needsTimes") : undefined
            }
            onClick={() => {
              const { content, type } = buildExport(format, { document, settings, speakerName });
              saveBlob(new Blob([content], { type }), exportFileName(document.fileName, format));
            }}
          >
            <Icon name="download" />
            {t("speechToText.exports.download", { format: format.toUpperCase() })}
          </Button>
        ))}
        {/* What the text download would hold, so the speaker and timestamp switches apply here too. */}
        <CopyButton
          text={buildExport("txt", { document, settings, speakerName }).content}
          label={t("speechToText.exports.copy")}
        />
      </div>
      <div className="stt-exports__settings">
        <TextField
          label={t("speechToText.exports.charactersPerLine")}
          type="number"
          min={10}
          max={200}
          value={settings.maxCharactersPerLine}
          onChange={(event) =>
            set({ maxCharactersPerLine: bounded(event.target.value, settings.maxCharactersPerLine, 10, 200) })
          }
        />
        <TextField
          label={t("speechToText.exports.linesPerCue")}
          type="number"
          min={1}
          max={4}
          value={settings.linesPerCue}
          onChange={(event) => set({ linesPerCue: bounded(event.target.value, settings.linesPerCue, 1, 4) })}
        />
        <TextField
          label={t("speechToText.exports.maxDuration")}
          type="number"
          min={1}
          max={30}
          value={settings.maxDurationSeconds}
          onChange={(event) =>
            set({ maxDurationSeconds: bounded(event.target.value, settings.maxDurationSeconds, 1, 30) })
          }
        />
      </div>
      <Switch
        label={t("speechToText.exports.includeSpeakers")}
        checked={settings.includeSpeakers}
        onChange={(event) => set({ includeSpeakers: event.target.checked })}
      />
      <Switch
        label={t("speechToText.exports.includeTimestamps")}
        checked={settings.includeTimestamps}
        onChange={(event) => set({ includeTimestamps: event.target.checked })}
      />
    </div>
  );
}
