import type { LibraryVoice } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { SampleRecorder } from "../clone/SampleRecorder.tsx";
import { acceptedSampleTypes } from "../sample-limits.ts";
import { LibraryVoiceCard } from "./LibraryVoiceCard.tsx";
import { fetchSimilarVoices } from "./library-api.ts";

interface SimilarVoicesDialogProps {
  open: boolean;
  onClose: () => void;
  ownPublicId: string | undefined;
  onAdd: (voice: LibraryVoice) => void;
}

/**
 * "Find similar voices": upload or record a clip, then the nearest library and default voices,
 * nearest first, each with how close it is. The server measures the clip as cloning does.
 */
export function SimilarVoicesDialog({ open, onClose, ownPublicId, onAdd }: SimilarVoicesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={t("voiceLibrary.similar.title")}
      description={t("voiceLibrary.similar.description")}
    >
      <SimilarVoicesSearch ownPublicId={ownPublicId} onAdd={onAdd} />
    </Dialog>
  );
}

function SimilarVoicesSearch({
  ownPublicId,
  onAdd,
}: Pick<SimilarVoicesDialogProps, "ownPublicId" | "onAdd">) {
  const { t } = useTranslation();
  const inputId = useId();
  const [clip, setClip] = useState<File | null>(null);
  const clipUrl = useObjectUrl(clip);
  const search = useMutation({ mutationFn: (file: File) => fetchSimilarVoices(file) });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setClip(file);
    search.reset();
  };
  return (
    <div className="stack">
      <div className="similar-source">
        <label htmlFor={inputId} className="btn btn--secondary">
          <Icon name="download" />
          {t("voiceLibrary.similar.upload")}
        </label>
        <input
          id={inputId}
          type="file"
          accept={acceptedSampleTypes}
          className="visually-hidden"
          aria-label={t("voiceLibrary.similar.uploadLabel")}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <span className="muted">{t("voiceLibrary.similar.or")}</span>
        <SampleRecorder onRecorded={choose} disabled={search.isPending} />
      </div>
      {clip && clipUrl && (
        <div className="similar-clip">
          <span className="similar-clip__name">{clip.name}</span>
          {/* biome-ignore lint/a11y/useMediaCaption: a speech sample the person just chose; there is nothing to caption */}
          <audio controls src={clipUrl} aria-label={t("voiceLibrary.similar.listen", { name: clip.name })} />
          <Button variant="primary" loading={search.isPending} onClick={() => search.mutate(clip)}>
            <Icon name="search" />
            {t("voiceLibrary.similar.find")}
          </Button>
        </div>
      )}
      {!clip && <p className="field__hint">{t("voiceLibrary.similar.hint")}</p>}
      {search.isPending && (
        <p className="muted" role="status">
          {t("voiceLibrary.similar.searching")}
        </p>
      )}
      {search.isError && <Banner tone="danger">{errorMessage(search.error)}</Banner>}
      {search.data &&
        (search.data.voices.length === 0 ? (
          <EmptyState icon="search" title={t("voiceLibrary.similar.none")} />
        ) : (
          <ul className="library-list" aria-label={t("voiceLibrary.similar.results")}>
            {search.data.voices.map((voice) => (
              <LibraryVoiceCard key={voice.voice_id} voice={voice} ownPublicId={ownPublicId} onAdd={onAdd} />
            ))}
          </ul>
        ))}
    </div>
  );
}

/** An object URL for a file, revoked when the file changes or the component goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
