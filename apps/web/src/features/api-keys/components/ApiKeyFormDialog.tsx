import type { WorkspaceApiKey } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { createKey, updateKey } from "../api/api-keys-api.ts";
import { levelsFromPermissions, noPermissions, permissionsFromLevels } from "../permission-levels.ts";
import { type KeyFormErrors, validateKeyForm } from "../validate-key-form.ts";
import { PermissionsPicker } from "./PermissionsPicker.tsx";

interface ApiKeyFormProps {
  /** The key being edited; absent when creating. */
  editing?: WorkspaceApiKey;
  onClose: () => void;
  onCreated: (secret: string) => void;
  onSaved: () => void;
}

/** Create or edit a key: name, full or per-group access, optional credit limit. */
function ApiKeyForm({ editing, onClose, onCreated, onSaved }: ApiKeyFormProps) {
  const { t } = useTranslation();
  const permissionsErrorId = useId();
  const [name, setName] = useState(editing?.name ?? "");
  const [fullAccess, setFullAccess] = useState(editing ? editing.is_full_access : true);
  const [levels, setLevels] = useState(
    editing ? levelsFromPermissions(editing.permissions) : noPermissions(),
  );
  const [limit, setLimit] = useState(editing?.character_limit ? String(editing.character_limit) : "");
  const [errors, setErrors] = useState<KeyFormErrors>({});

  const save = useMutation({
    mutationFn: async (characterLimit: number | null) => {
      const permissions = fullAccess ? ("all" as const) : permissionsFromLevels(levels);
      if (editing) {
        await updateKey(editing.key_id, { name: name.trim(), permissions, character_limit: characterLimit });
        onSaved();
      } else {
        const created = await createKey({
          name: name.trim(),
          permissions,
          character_limit: characterLimit ?? undefined,
        });
        onCreated(created["xi-api-key"]);
      }
    },
  });
  const submit = () => {
    const result = validateKeyForm({
      name,
      fullAccess,
      permissionCount: permissionsFromLevels(levels).length,
      limit,
    });
    setErrors(result.errors);
    if (result.valid) save.mutate(result.limit);
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {save.isError && <Banner tone="danger">{errorMessage(save.error)}</Banner>}
      <TextField
        label={t("apiKeys.form.name")}
        placeholder={t("apiKeys.form.namePlaceholder")}
        value={name}
        error={errors.name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="choice-grid" style={{ gridTemplateColumns: "1fr 1fr" }}>
        <legend className="field__label" style={{ marginBottom: 6 }}>
          {t("apiKeys.form.access")}
        </legend>
        <label className="choice">
          <input type="radio" name="access" checked={fullAccess} onChange={() => setFullAccess(true)} />
          <span className="choice__title">{t("apiKeys.form.full")}</span>
          <span className="choice__hint">{t("apiKeys.form.fullHint")}</span>
        </label>
        <label className="choice">
          <input type="radio" name="access" checked={!fullAccess} onChange={() => setFullAccess(false)} />
          <span className="choice__title">{t("apiKeys.restricted")}</span>
          <span className="choice__hint">{t("apiKeys.form.restrictedHint")}</span>
        </label>
      </fieldset>
      {!fullAccess && (
        <div className="stack-sm">
          <PermissionsPicker
            levels={levels}
            onChange={setLevels}
            error={errors.permissions}
            errorId={permissionsErrorId}
          />
          {errors.permissions && (
            <p id={permissionsErrorId} className="field__error">
              {errors.permissions}
            </p>
          )}
        </div>
      )}
      <TextField
        label={t("apiKeys.form.limit")}
        optional
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint={t("apiKeys.form.limitHint")}
        value={limit}
        error={errors.limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {editing ? t("apiKeys.form.submitEdit") : t("apiKeys.form.submitCreate")}
        </Button>
      </div>
    </form>
  );
}

export function ApiKeyFormDialog(props: ApiKeyFormProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      wide
      title={props.editing ? t("apiKeys.form.editTitle") : t("apiKeys.form.createTitle")}
    >
      <ApiKeyForm {...props} />
    </Dialog>
  );
}
