import { professionalVoiceLimits } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatFileSize } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { requestManualVerification } from "../professional/api/professional-voices-api.ts";

/** One chosen file (the same file picked twice is kept once). */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The other way to verify: supporting documents (at least one — a consent form, a contract, an ID
 * with the recording's context) and a note; an operator reviews them and approves or rejects.
 */
export function ManualVerificationForm({
  voiceId,
  onRequested,
}: {
  voiceId: string;
  onRequested: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const filesId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const send = useMutation({
    mutationFn: () => requestManualVerification(voiceId, files, note),
    onSuccess: onRequested,
  });
  const tooBig = files.filter((file) => file.size > professionalVoiceLimits.maxDocumentBytes);
  const filesError =
    (isApiError(send.error) ? send.error.fieldMessage("files") : undefined) ??
    (tried && files.length === 0 ? t("voices.verify.documentRequired") : null);
  const general =
    send.error && !(isApiError(send.error) && send.error.fieldMessage("files"))
      ? errorMessage(send.error)
      : null;

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (files.length === 0 || tooBig.length > 0) return;
        send.mutate();
      }}
    >
      <p className="muted">{t("voices.verify.manualIntro")}</p>
      <div className="field">
        <span className="field__label" id={filesId}>
          {t("voices.verify.documents")}
        </span>
        <div className="row">
          <Button onClick={() => input.current?.click()} disabled={send.isPending} aria-describedby={filesId}>
            <Icon name="plus" />
            {t("voices.verify.addDocuments")}
          </Button>
          <span className="field__hint">
            {t("voices.verify.documentsHint", {
              count: professionalVoiceLimits.maxDocuments,
              size: formatFileSize(professionalVoiceLimits.maxDocumentBytes),
            })}
          </span>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          className="visually-hidden"
          aria-label={t("voices.verify.documents")}
          tabIndex={-1}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            setFiles((current) =>
              [
                ...current,
                ...picked.filter((file) => !current.some((kept) => fileKey(kept) === fileKey(file))),
              ].slice(0, professionalVoiceLimits.maxDocuments),
            );
            event.target.value = "";
          }}
        />
        {files.length > 0 && (
          <ul className="pending-samples" aria-label={t("voices.verify.chosenDocuments")}>
            {files.map((file) => (
              <li key={fileKey(file)} className="pending-sample">
                <Icon name="book" />
                <span className="pending-sample__name">{file.name}</span>
                <span className="pending-sample__meta muted">{formatFileSize(file.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t("voices.clone.removeSample", { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((kept) => kept !== file))}
                >
                  <Icon name="close" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {tooBig.length > 0 && (
          <p className="field__error">
            {t("voices.verify.documentTooBig", { names: tooBig.map((file) => file.name).join(", ") })}
          </p>
        )}
        {filesError && <p className="field__error">{filesError}</p>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={noteId}>
          {t("voices.verify.note")}
          <span className="field__optional"> ({t("common.optional")})</span>
        </label>
        <textarea
          id={noteId}
          className="textarea"
          rows={3}
          maxLength={5000}
          value={note}
          placeholder={t("voices.verify.notePlaceholder")}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {general && <Banner tone="danger">{general}</Banner>}
      <div className="pro-step-actions">
        <Button type="submit" variant="primary" loading={send.isPending}>
          {t("voices.verify.sendRequest")}
        </Button>
      </div>
    </form>
  );
}
