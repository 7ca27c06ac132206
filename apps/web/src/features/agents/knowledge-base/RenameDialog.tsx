import { knowledgeBaseLimits } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { DialogActions } from "../../../ui/DialogActions.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { renameEntry } from "./knowledge-base-api.ts";

interface Named {
  id: string;
  name: string;
}

function RenameForm({
  entry,
  onClose,
  onRenamed,
}: {
  entry: Named;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const [missing, setMissing] = useState(false);
  const rename = useMutation({
    mutationFn: () => renameEntry(entry.id, name.trim()),
    onSuccess: (saved) => onRenamed(saved.name),
  });
  const fieldError = rename.error && isApiError(rename.error) ? rename.error.fieldMessage("name") : undefined;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!name.trim());
        if (name.trim()) rename.mutate();
      }}
    >
      {rename.isError && !fieldError && <Banner tone="danger">{errorMessage(rename.error)}</Banner>}
      <TextField
        label={t("knowledgeBase.folder.name")}
        autoComplete="off"
        maxLength={knowledgeBaseLimits.nameCharacters}
        value={name}
        error={missing ? t("knowledgeBase.nameRequired") : fieldError}
        onChange={(event) => setName(event.target.value)}
      />
      <DialogActions className="kb-dialog-actions" onCancel={onClose} pending={rename.isPending}>
        <Button type="submit" variant="primary" loading={rename.isPending}>
          {t("knowledgeBase.renameSubmit")}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Rename a document or a folder (its creator or a workspace admin; the server says so otherwise). */
export function RenameDialog({
  entry,
  onClose,
  onRenamed,
}: {
  entry: Named | null;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title={t("knowledgeBase.renameTitle", { name: entry?.name ?? "" })}
    >
      {entry && <RenameForm entry={entry} onClose={onClose} onRenamed={onRenamed} />}
    </Dialog>
  );
}
