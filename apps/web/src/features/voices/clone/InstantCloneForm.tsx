import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { decodeAudio } from "../../../lib/audio/decode-audio.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { createInstantClone } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";
import { isAcceptedSample, sampleLimits } from "../sample-limits.ts";
import { type PendingSample, PendingSampleList } from "./PendingSampleList.tsx";
import { SampleDropzone } from "./SampleDropzone.tsx";
import { SampleRecorder } from "./SampleRecorder.tsx";
import { hashFile } from "./sample-hash.ts";

type Phase = { kind: "idle" } | { kind: "uploading"; fraction: number } | { kind: "fitting" };

/**
 * Instant voice clone: name, description, samples (dropped, picked or recorded), the noise switch
 * and the rights-and-consent box. Uploads with progress, then waits while the server fits the voice;
 * server field errors appear next to their fields; success opens the new voice.
 */
export function InstantCloneForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const nextKey = useRef(0);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [samples, setSamples] = useState<PendingSample[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [removeNoise, setRemoveNoise] = useState(false);
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [tried, setTried] = useState(false);

  const addFiles = (files: File[]) => {
    const refused = files.filter((file) => !isAcceptedSample(file) || file.size > sampleLimits.maxFileBytes);
    setRejected(refused.map((file) => file.name));
    const fresh = files
      .filter((file) => !refused.includes(file))
      .map((file) => ({ key: String(nextKey.current++), file, durationSeconds: undefined }));
    setSamples((current) => [...current, ...fresh].slice(0, sampleLimits.maxFiles));
    const update = (key: string, patch: Partial<PendingSample>) =>
      setSamples((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    for (const sample of fresh) {
      void decodeAudio(sample.file, 1).then((decoded) =>
        update(sample.key, { durationSeconds: decoded?.durationSeconds ?? null }),
      );
      void hashFile(sample.file).then((hash) => update(sample.key, { hash }));
    }
  };

  const create = useMutation({
    mutationFn: () =>
      createInstantClone(
        {
          name: name.trim(),
          description: description.trim(),
          removeBackgroundNoise: removeNoise,
          files: samples.map((sample) => sample.file),
        },
        {
          onUploadProgress: (fraction) =>
            setPhase(fraction >= 1 ? { kind: "fitting" } : { kind: "uploading", fraction }),
        },
      ),
    onMutate: () => setPhase({ kind: "uploading", fraction: 0 }),
    onSettled: () => setPhase({ kind: "idle" }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      onDone();
      navigate(`/app/voices/${encodeURIComponent(created.voice_id)}`);
    },
  });

  const error = create.error;
  const fieldError = (field: string) => (isApiError(error) ? (error.fieldMessage(field) ?? null) : null);
  const nameError = fieldError("name") ?? (tried && !name.trim() ? t("voices.clone.nameRequired") : null);
  const filesError =
    fieldError("files") ?? (tried && samples.length === 0 ? t("voices.clone.samplesRequired") : null);
  const consentError = tried && !consent ? t("voices.clone.consentRequired") : null;
  const namedFields = ["name", "description", "files"];
  const generalError =
    error && !(isApiError(error) && error.fieldErrors.some((e) => e.field && namedFields.includes(e.field)))
      ? errorMessage(error)
      : null;
  const busy = create.isPending;

  return (
    <form
      id={formId}
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!name.trim() || samples.length === 0 || !consent) return;
        create.mutate();
      }}
    >
      <TextField
        label={t("voices.clone.name")}
        value={name}
        maxLength={100}
        required
        disabled={busy}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t("voices.clone.descriptionLabel")}
        optional
        value={description}
        maxLength={499}
        disabled={busy}
        placeholder={t("voices.clone.descriptionPlaceholder")}
        error={fieldError("description")}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="clone-samples" aria-describedby={filesError ? `${formId}-files-error` : undefined}>
        <legend className="field__label">{t("voices.clone.samples")}</legend>
        <SampleDropzone onFiles={addFiles} disabled={busy} />
        <SampleRecorder onRecorded={(file) => addFiles([file])} disabled={busy} />
        {rejected.length > 0 && (
          <Banner tone="warning" title={t("voices.clone.rejectedTitle")}>
            {rejected.join(", ")}
          </Banner>
        )}
        <PendingSampleList
          samples={samples}
          disabled={busy}
          onRemove={(key) => setSamples((current) => current.filter((sample) => sample.key !== key))}
        />
        {filesError && (
          <p id={`${formId}-files-error`} className="field__error">
            {filesError}
          </p>
        )}
      </fieldset>
      <Switch
        label={t("voices.clone.removeNoise")}
        description={t("voices.clone.removeNoiseHint")}
        checked={removeNoise}
        disabled={busy}
        onChange={(event) => setRemoveNoise(event.target.checked)}
      />
      <label className="check clone-consent">
        <input
          type="checkbox"
          checked={consent}
          disabled={busy}
          aria-invalid={consentError ? true : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{t("voices.clone.consent")}</span>
      </label>
      {consentError && <p className="field__error">{consentError}</p>}
      {phase.kind !== "idle" && (
        <div className="clone-progress" role="status">
          <progress
            max={1}
            value={phase.kind === "uploading" ? phase.fraction : undefined}
            aria-label={t("voices.clone.progressLabel")}
          />
          <span>
            {phase.kind === "uploading"
              ? t("voices.clone.uploading", { percent: Math.round(phase.fraction * 100) })
              : t("voices.clone.fitting")}
          </span>
        </div>
      )}
      {generalError && (
        <Banner tone="danger" title={t("voices.clone.failed")}>
          {generalError}
        </Banner>
      )}
      <div className="dialog-actions">
        <Button onClick={onCancel} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t("voices.clone.submit")}
        </Button>
      </div>
    </form>
  );
}
