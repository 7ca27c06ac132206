import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { Button } from "../../../../ui/Button.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { voicesQueryKey } from "../../api/voices-api.ts";
import { updateProfessionalSample, type VoiceSample } from "../api/professional-voices-api.ts";

const toSeconds = (ms: number | null | undefined) => (ms == null ? "" : String(ms / 1000));

/**
 * Optional trims: where in the sample training starts and ends (seconds here, milliseconds on the
 * wire). Leaving a field empty keeps the sample's own start or end.
 */
export function TrimFields({
  voiceId,
  sample,
  disabled,
}: {
  voiceId: string;
  sample: VoiceSample;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [start, setStart] = useState(toSeconds(sample.trim_start));
  const [end, setEnd] = useState(toSeconds(sample.trim_end));
  const duration = sample.duration_secs ?? 0;
  const startSeconds = start.trim() === "" ? 0 : Number(start);
  const endSeconds = end.trim() === "" ? duration : Number(end);
  const invalid =
    !Number.isFinite(startSeconds) ||
    !Number.isFinite(endSeconds) ||
    startSeconds < 0 ||
    endSeconds > duration + 0.001 ||
    endSeconds <= startSeconds;
  const save = useMutation({
    mutationFn: () =>
      updateProfessionalSample(voiceId, sample.sample_id, {
        trimStartMs: Math.round(startSeconds * 1000),
        trimEndMs: end.trim() === "" ? null : Math.round(endSeconds * 1000),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  });
  return (
    <details className="pro-trim-fields">
      <summary>{t("voices.pro.speakers.trim")}</summary>
      <form
        className="pro-trim-fields__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) save.mutate();
        }}
      >
        <TextField
          label={t("voices.pro.speakers.trimStart")}
          inputMode="decimal"
          placeholder="0"
          value={start}
          disabled={disabled || save.isPending}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t("voices.pro.speakers.trimEnd")}
          inputMode="decimal"
          placeholder={duration.toFixed(1)}
          value={end}
          disabled={disabled || save.isPending}
          onChange={(event) => setEnd(event.target.value)}
        />
        <Button type="submit" loading={save.isPending} disabled={disabled || invalid}>
          {t("voices.pro.speakers.saveTrim")}
        </Button>
      </form>
      {invalid && (
        <p className="field__error">
          {t("voices.pro.speakers.trimInvalid", { duration: duration.toFixed(1) })}
        </p>
      )}
      {save.isError && <p className="field__error">{errorMessage(save.error)}</p>}
    </details>
  );
}
