import type { LibraryVoice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasCode, isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { addLibraryVoice, libraryQueryKey } from "./library-api.ts";

/** Refusals that a bigger plan solves: the banner offers the plans page. */
const planCodes = ["voice_limit_reached", "only_for_starter+"];

/**
 * "Add to my voices": the copy's name (the voice's own name to start with), then a link to the new
 * voice. Refusals read as the server words them: "Name already taken" under the field, "voice limit
 * reached" and the paid-plans-only refusal with a way to the plans.
 */
export function AddLibraryVoiceDialog({
  voice,
  onClose,
}: {
  voice: LibraryVoice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={voice !== null}
      onClose={onClose}
      title={t("voiceLibrary.add.title", { name: voice?.name ?? "" })}
      description={t("voiceLibrary.add.description")}
    >
      {voice && <AddForm voice={voice} onClose={onClose} />}
    </Dialog>
  );
}

function AddForm({ voice, onClose }: { voice: LibraryVoice; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(voice.name);
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: () => addLibraryVoice(voice, name.trim()),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
      ]);
    },
  });

  if (add.data) {
    return (
      <div className="stack">
        <Banner tone="success" title={t("voiceLibrary.add.done", { name: name.trim() })}>
          {t("voiceLibrary.add.doneText")}
        </Banner>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t("common.close")}</Button>
          <Link
            className="btn btn--primary"
            to={`/app/voices/${encodeURIComponent(add.data.voice_id)}`}
            onClick={onClose}
          >
            {t("voiceLibrary.add.open")}
          </Link>
        </div>
      </div>
    );
  }

  const error = add.error;
  const nameError = missing
    ? t("voices.clone.nameRequired")
    : isApiError(error)
      ? (error.fieldMessage("new_name") ?? null)
      : null;
  const general = error && !nameError ? errorMessage(error) : null;
  const needsPlan = planCodes.some((code) => hasCode(error, code));
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const empty = name.trim().length === 0;
        setMissing(empty);
        if (!empty) add.mutate();
      }}
    >
      <TextField
        label={t("voiceLibrary.add.name")}
        value={name}
        maxLength={100}
        error={nameError}
        hint={t("voiceLibrary.add.nameHint")}
        onChange={(event) => setName(event.target.value)}
      />
      {!voice.free_users_allowed && <p className="muted">{t("voiceLibrary.add.paidOnlyNote")}</p>}
      {voice.live_moderation_enabled && <p className="muted">{t("voiceLibrary.add.liveModerationNote")}</p>}
      {general && (
        <Banner
          tone="danger"
          actions={
            needsPlan ? (
              <Link className="btn btn--secondary btn--sm" to="/app/subscription" onClick={onClose}>
                {t("voiceLibrary.add.seePlans")}
              </Link>
            ) : undefined
          }
        >
          {general}
        </Banner>
      )}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={add.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={add.isPending}>
          {t("voiceLibrary.add.submit")}
        </Button>
      </div>
    </form>
  );
}
