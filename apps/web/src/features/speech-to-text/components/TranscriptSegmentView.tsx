import { memo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { segmentSpan, type TranscriptSegment, wordsText } from "../transcript/transcript-model.ts";

interface SegmentProps {
  segment: TranscriptSegment;
  speaker: string;
  /** The index in this segment of the word being spoken, or -1. */
  activeWord: number;
  timed: boolean;
  /** A word was clicked: move the playhead there (playing or not). */
  onSeek: (seconds: number) => void;
  /** The turn's time was pressed: play from there. */
  onPlayFrom: (seconds: number) => void;
  onSave: (segmentId: string, text: string) => void;
  onRenameSpeaker: (speakerId: string, name: string) => void;
}

/**
 * One speaker turn: who, when (a button that plays from there), and the words, each clickable to
 * seek and highlighted while spoken. Enter on the focused turn (or the pencil) edits its text;
 * Enter saves, Escape cancels.
 */
export const TranscriptSegmentView = memo(function TranscriptSegmentView({
  segment,
  speaker,
  activeWord,
  timed,
  onSeek,
  onPlayFrom,
  onSave,
  onRenameSpeaker,
}: SegmentProps) {
  const { t } = useTranslation();
  const item = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [naming, setNaming] = useState<string | null>(null);
  const span = segmentSpan(segment);
  const time = span ? formatDuration(span.start) : "";

  const finish = (save: boolean) => {
    if (save && draft?.trim() && draft.trim() !== wordsText(segment.words)) {
      onSave(segment.id, draft.trim());
    }
    setDraft(null);
    requestAnimationFrame(() => item.current?.focus());
  };

  return (
    <li
      ref={item}
      className={activeWord >= 0 ? "stt-segment stt-segment--active" : "stt-segment"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: each turn is a focus stop so the keyboard can move turn to turn (↑/↓), play and pause (Space, which a focused button would take) and edit (Enter)
      tabIndex={0}
      data-segment-id={segment.id}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || draft !== null) return;
        if (event.key === "Enter") {
          event.preventDefault();
          setDraft(wordsText(segment.words));
        }
      }}
    >
      <div className="stt-segment__head">
        {naming === null ? (
          <button
            type="button"
            className="stt-segment__speaker"
            title={t("speechToText.speakers.renameHint")}
            aria-label={t("speechToText.speakers.renameButton", { speaker })}
            onClick={() => setNaming(speaker)}
          >
            {speaker}
          </button>
        ) : (
          <input
            className="input stt-segment__speaker-input"
            aria-label={t("speechToText.speakers.rename", { speaker })}
            value={naming}
            maxLength={60}
            // biome-ignore lint/a11y/noAutofocus: the person asked to rename this speaker
            autoFocus
            onChange={(event) => setNaming(event.target.value)}
            onBlur={() => {
              onRenameSpeaker(segment.speakerId, naming);
              setNaming(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.currentTarget.blur();
              else if (event.key === "Escape") {
                event.preventDefault();
                setNaming(null);
              }
            }}
          />
        )}
        {span && (
          <button
            type="button"
            className="stt-segment__time"
            aria-label={t("speechToText.editor.seekTo", { time })}
            onClick={() => onPlayFrom(span.start)}
          >
            {time}
          </button>
        )}
        {draft === null && (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className="stt-segment__edit"
            aria-label={t("speechToText.editor.edit")}
            onClick={() => setDraft(wordsText(segment.words))}
          >
            <Icon name="edit" />
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="stt-segment__text">
          {segment.words.map((word, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: words are positional; an edit replaces the segment
            <span key={index}>
              {index > 0 && " "}
              {/* Words are not tab stops (a transcript has thousands); the turn's time button and the
                  waveform seek by keyboard. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the time button is the keyboard path */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
              <span
                className={[
                  "stt-word",
                  word.event && "stt-word--event",
                  index === activeWord && "stt-word--active",
                  timed && word.start !== null && "stt-word--timed",
                ]
                  .filter(Boolean)
                  .join(" ")}
                aria-current={index === activeWord || undefined}
                data-start={word.start ?? undefined}
                onClick={() => {
                  if (timed && word.start !== null) onSeek(word.start);
                }}
              >
                {word.text}
              </span>
            </span>
          ))}
        </p>
      ) : (
        <div className="stack-sm">
          <textarea
            className="textarea stt-segment__editor"
            aria-label={t("speechToText.editor.editLabel", { time })}
            value={draft}
            rows={Math.max(2, Math.ceil(draft.length / 80))}
            // biome-ignore lint/a11y/noAutofocus: the person asked to edit this segment
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                finish(true);
              } else if (event.key === "Escape") {
                event.preventDefault();
                finish(false);
              }
            }}
          />
          <div className="row">
            <Button variant="primary" size="sm" onClick={() => finish(true)}>
              {t("speechToText.editor.save")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => finish(false)}>
              {t("speechToText.editor.cancel")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
});
