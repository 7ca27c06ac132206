import type { Voice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { editCustomVoice } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";

/** Rename a custom voice or change its description (POST /v1/voices/{id}/edit). */
export function EditVoiceDialog({
  voice,
  open,
  onClose,
}: {
  voice: Voice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("voices.detail.editTitle")}>
      <EditVoiceForm voice={voice} onClose={onClose} />
    </Dialog>
  );
}

function EditVoiceForm({ voice, onClose }: { voice: Voice; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(voice.name ?? "");
  const [description, setDescription] = useState(voice.description ?? "");
  const save = useMutation({
    mutationFn: () =>
      editCustomVoice(voice.voice_id, {
        name: name.trim(),
        description: description.trim(),
        labels: voice.labels ?? undefined,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      onClose();
    },
  });
  const error = save.error;
  const field = (name: string) => (isApiError(error) ? (error.fieldMessage(name) ?? null) : null);
  const general = error && !field("name") && !field("description") ? errorMessage(error) : null;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <TextField
        label={t("voices.clone.name")}
        value={name}
        maxLength={100}
        error={field("name")}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t("voices.clone.descriptionLabel")}
        optional
        value={description}
        maxLength={499}
        error={field("description")}
        onChange={(event) => setDescription(event.target.value)}
      />
      {general && <Banner tone="danger">{general}</Banner>}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("common.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
