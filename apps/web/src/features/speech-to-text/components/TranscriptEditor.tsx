import { findTranscriptionLanguage } from "@chorus/contract";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import { useTranscriptAudio } from "../hooks/use-transcript-audio.ts";
import { useWaveformPeaks } from "../hooks/use-waveform-peaks.ts";
import { wordAt, wordTimeline } from "../transcript/active-word.ts";
import { retimeSegment } from "../transcript/edit-segment-text.ts";
import { speakerLabel, type TranscriptDocument } from "../transcript/transcript-model.ts";
import { attachAudio, type TranscriptionItem, updateDocument } from "../transcriptions-store.ts";
import { TranscriptSegmentView } from "./TranscriptSegmentView.tsx";

/** Controls that use Space and the arrow keys themselves. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("button, a, input, textarea, select")) return true;
  return target.getAttribute("role") === "slider";
}

/**
 * The transcript of one file with its audio: a play button and waveform, then the speaker turns.
 * The word being spoken is lit and clicking a word plays from it. On this page Space plays and
 * pauses the transcript (before the bottom player sees it), ← and → skip, ↑ and ↓ move between turns.
 */
export function TranscriptEditor({
  item,
  document,
}: {
  item: TranscriptionItem;
  document: TranscriptDocument;
}) {
  const { t } = useTranslation();
  const audio = useTranscriptAudio(item.audioUrl);
  const peaks = useWaveformPeaks(item.audioUrl, item.fileSize);
  const list = useRef<HTMLOListElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const timeline = useMemo(() => wordTimeline(document.segments), [document.segments]);
  const active = document.timed ? wordAt(timeline, audio.time) : null;
  const duration = audio.duration || document.durationSeconds || 0;
  const speakerDefault = useCallback(
    (number: number) => t("speechToText.editor.speakerDefault", { number }),
    [t],
  );

  // The element sits in the page (hidden) so the page, and tests, can find what is playing.
  useEffect(() => {
    if (audio.element && holder.current) holder.current.append(audio.element);
  }, [audio.element]);

  const { seek, toggle, play } = audio;
  const seekAndPlay = useCallback(
    (seconds: number) => {
      seek(seconds);
      play();
    },
    [seek, play],
  );
  const saveSegment = useCallback(
    (segmentId: string, text: string) =>
      updateDocument(document.id, (current) => ({
        ...current,
        segments: current.segments.map((segment) =>
          segment.id === segmentId ? { ...segment, words: retimeSegment(segment.words, text) } : segment,
        ),
      })),
    [document.id],
  );

  const renameSpeaker = useCallback(
    (speakerId: string, name: string) =>
      updateDocument(document.id, (current) => ({
        ...current,
        speakerNames: { ...current.speakerNames, [speakerId]: name.trim() },
      })),
    [document.id],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || window.document.querySelector("dialog[open]"))
        return;
      const target = event.target as HTMLElement | null;
      const inEditor =
        target === window.document.body || Boolean(target && list.current?.parentElement?.contains(target));
      if (!inEditor || ownsKeys(target)) return;
      if (event.key === " " && audio.element) {
        event.preventDefault();
        toggle();
      } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && audio.element) {
        event.preventDefault();
        seek(audio.element.currentTime + (event.key === "ArrowLeft" ? -5 : 5));
      } else if (
        (event.key === "ArrowUp" || event.key === "ArrowDown") &&
        target?.classList.contains("stt-segment")
      ) {
        event.preventDefault();
        const next = event.key === "ArrowUp" ? target.previousElementSibling : target.nextElementSibling;
        if (next instanceof HTMLElement) next.focus();
      }
    };
    // Capture on window: ahead of the bottom player's document listener, which then sees defaultPrevented.
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [audio.element, toggle, seek]);

  const language = findTranscriptionLanguage(document.languageCode)?.name ?? document.languageCode;
  return (
    <section className="stt-editor" aria-label={t("speechToText.editor.label", { name: document.fileName })}>
      <div className="stt-editor__meta muted">
        <span>{t("speechToText.editor.language", { language })}</span>
        {duration > 0 && (
          <span>{t("speechToText.editor.duration", { duration: formatDuration(duration) })}</span>
        )}
      </div>
      {item.audioUrl ? (
        <div className="stt-player">
          <Button
            variant="primary"
            iconOnly
            aria-label={audio.playing ? t("speechToText.editor.pause") : t("speechToText.editor.play")}
            disabled={audio.failed}
            onClick={toggle}
          >
            <Icon name={audio.playing ? "pause" : "play"} />
          </Button>
          <span className="stt-player__time" data-testid="transcript-time">
            {t("speechToText.editor.time", {
              current: formatDuration(audio.time),
              total: formatDuration(duration),
            })}
          </span>
          <Waveform
            peaks={peaks}
            progress={duration ? Math.min(1, audio.time / duration) : 0}
            duration={duration}
            onSeek={seek}
          />
          <div ref={holder} hidden />
        </div>
      ) : (
        <Banner
          tone="info"
          actions={
            <label className="btn btn--secondary btn--sm">
              {t("speechToText.editor.attachAudio")}
              <input
                type="file"
                accept="audio/*,video/*"
                className="visually-hidden"
                aria-label={t("speechToText.editor.attachAudioLabel", { name: document.fileName })}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) attachAudio(item.id, file);
                }}
              />
            </label>
          }
        >
          {t("speechToText.editor.noAudio")}
        </Banner>
      )}
      {audio.failed && <Banner tone="warning">{t("speechToText.editor.audioFailed")}</Banner>}
      {!document.timed && <p className="muted">{t("speechToText.editor.untimed")}</p>}
      <p className="field__hint">{t("speechToText.editor.shortcuts")}</p>
      {document.segments.length === 0 ? (
        <EmptyState icon="message" title={t("speechToText.editor.noWords")} />
      ) : (
        <ol ref={list} className="stt-segments" aria-label={t("speechToText.editor.title")}>
          {document.segments.map((segment, index) => (
            <TranscriptSegmentView
              key={segment.id}
              segment={segment}
              speaker={speakerLabel(document, segment.speakerId, speakerDefault)}
              activeWord={active?.segment === index ? active.word : -1}
              timed={document.timed && Boolean(item.audioUrl)}
              onSeek={seek}
              onPlayFrom={seekAndPlay}
              onSave={saveSegment}
              onRenameSpeaker={renameSpeaker}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
