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
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { type AddedDocument, addFolder, addText, addUrl } from "./knowledge-base-api.ts";

/** What the dialog adds to the current folder. */
export type AddKind = "url" | "text" | "folder";

interface AddFormProps {
  kind: AddKind;
  folderId: string | null;
  onClose: () => void;
  onAdded: (added: AddedDocument, kind: AddKind) => void;
}

function AddForm({ kind, folderId, onClose, onAdded }: AddFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () =>
      kind === "folder"
        ? addFolder(name.trim(), folderId)
        : kind === "url"
          ? addUrl(value.trim(), name.trim(), folderId)
          : addText(value, name.trim(), folderId),
    onSuccess: (added) => onAdded(added, kind),
  });
  const serverField = (field: string) =>
    add.error && isApiError(add.error) ? add.error.fieldMessage(field) : undefined;
  // The server's reason for a refused page (private address, plain http, unreachable) goes under the
  // address; other failures above the form.
  const nameError = kind === "folder" ? (missing ?? serverField("name")) : serverField("name");
  const valueError =
    missing ??
    serverField(kind === "url" ? "url" : "text") ??
    (kind === "url" && add.isError && !nameError ? errorMessage(add.error) : undefined);
  const showBanner = add.isError && !valueError && !nameError;

  const nameField = (
    <TextField
      label={t(`knowledgeBase.${kind}.name`)}
      hint={kind === "folder" ? undefined : t(`knowledgeBase.${kind}.nameHint`)}
      optional={kind !== "folder"}
      autoComplete="off"
      maxLength={knowledgeBaseLimits.nameCharacters}
      value={name}
      error={nameError}
      onChange={(event) => setName(event.target.value)}
    />
  );
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const empty =
          kind === "folder"
            ? !name.trim() && t("knowledgeBase.folder.nameRequired")
            : kind === "url"
              ? !value.trim() && t("knowledgeBase.url.urlRequired")
              : !value.trim() && t("knowledgeBase.text.textRequired");
        setMissing(empty || null);
        if (!empty) add.mutate();
      }}
    >
      {showBanner && <Banner tone="danger">{errorMessage(add.error)}</Banner>}
      {kind === "url" && (
        <TextField
          label={t("knowledgeBase.url.url")}
          hint={t("knowledgeBase.url.urlHint")}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={value}
          error={valueError}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {nameField}
      {kind === "text" && (
        <TextAreaField
          label={t("knowledgeBase.text.text")}
          rows={10}
          maxLength={knowledgeBaseLimits.textCharacters}
          value={value}
          error={valueError}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <DialogActions className="kb-dialog-actions" onCancel={onClose} pending={add.isPending}>
        <Button type="submit" variant="primary" loading={add.isPending}>
          {t(`knowledgeBase.${kind}.submit`)}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Add a web page, a text or a folder to the current folder; the server's refusals show at their field. */
export function AddEntryDialog(props: Omit<AddFormProps, "kind"> & { kind: AddKind | null }) {
  const { t } = useTranslation();
  const { kind } = props;
  return (
    <Dialog
      open={kind !== null}
      onClose={props.onClose}
      wide={kind === "text"}
      title={kind ? t(`knowledgeBase.${kind}.title`) : ""}
    >
      {kind && <AddForm {...props} kind={kind} />}
    </Dialog>
  );
}
