import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/TextField.tsx";
import { speakerIds, type TranscriptDocument } from "../transcript/transcript-model.ts";
import { updateDocument } from "../transcriptions-store.ts";

/** A name for each speaker found; every turn and export uses it. Empty keeps "Speaker 1". */
export function SpeakersPanel({ document }: { document: TranscriptDocument }) {
  const { t } = useTranslation();
  return (
    <div className="stack-sm">
      {speakerIds(document).map((speakerId) => {
        const number = Number(/(\d+)$/.exec(speakerId)?.[1] ?? 0) + 1;
        const fallback = t("speechToText.editor.speakerDefault", { number });
        return (
          <TextField
            key={speakerId}
            label={t("speechToText.speakers.rename", { speaker: fallback })}
            placeholder={fallback}
            maxLength={60}
            value={document.speakerNames[speakerId] ?? ""}
            onChange={(event) => {
              const name = event.target.value;
              updateDocument(document.id, (current) => ({
                ...current,
                speakerNames: { ...current.speakerNames, [speakerId]: name },
              }));
            }}
          />
        );
      })}
    </div>
  );
}
