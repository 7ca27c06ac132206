import { secretLimits, type WorkspaceSecret } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { addSecret, renameSecret, replaceSecretValue } from "./secrets-api.ts";

/** What the dialog does: add a secret (name and value), rename one, or replace one's value. */
export type SecretFormMode = { kind: "create" } | { kind: "rename" | "replace"; secret: WorkspaceSecret };

interface SecretFormProps {
  mode: SecretFormMode;
  onClose: () => void;
  /** Called with the secret's name once the server stored the change. */
  onDone: (name: string) => void;
}

/**
 * The value field is write-only: a password input the browser does not offer to save or fill, and
 * nothing ever puts a stored value back into it (the server never answers one).
 */
function ValueField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={props.label}
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      maxLength={secretLimits.valueCharacters}
      hint={t("agentSecrets.valueHint")}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function SecretForm({ mode, onClose, onDone }: SecretFormProps) {
  const { t } = useTranslation();
  const current = mode.kind === "create" ? undefined : mode.secret;
  const [name, setName] = useState(mode.kind === "rename" ? mode.secret.name : "");
  const [value, setValue] = useState("");
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const save = useMutation({
    mutationFn: async () => {
      if (mode.kind === "create") return (await addSecret(name.trim(), value)).name;
      if (mode.kind === "rename") return (await renameSecret(mode.secret.secret_id, name.trim())).name;
      return (await replaceSecretValue(mode.secret.secret_id, value)).name;
    },
    onSuccess: (savedName) => onDone(savedName),
  });
  const wantsName = mode.kind !== "replace";
  const wantsValue = mode.kind !== "rename";
  const serverField = (field: string) =>
    save.error && isApiError(save.error) ? save.error.fieldMessage(field) : undefined;

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          ...(wantsName && !name.trim() ? { name: t("agentSecrets.nameRequired") } : {}),
          ...(wantsValue && !value ? { value: t("agentSecrets.valueRequired") } : {}),
        };
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      {save.isError && !serverField("name") && !serverField("value") && (
        <Banner tone="danger">{errorMessage(save.error)}</Banner>
      )}
      {mode.kind === "replace" && <p className="muted">{t("agentSecrets.replaceText")}</p>}
      {wantsName && (
        <TextField
          label={t("agentSecrets.name")}
          placeholder={t("agentSecrets.namePlaceholder")}
          autoComplete="off"
          maxLength={secretLimits.nameCharacters}
          value={name}
          error={errors.name ?? serverField("name")}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      {wantsValue && (
        <ValueField
          label={current ? t("agentSecrets.newValue") : t("agentSecrets.value")}
          value={value}
          error={errors.value ?? serverField("value")}
          onChange={setValue}
        />
      )}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {mode.kind === "create" ? t("agentSecrets.create") : t("agentSecrets.save")}
        </Button>
      </div>
    </form>
  );
}

export function SecretFormDialog(props: Omit<SecretFormProps, "mode"> & { mode: SecretFormMode | null }) {
  const { t } = useTranslation();
  const { mode } = props;
  const title =
    mode === null || mode.kind === "create"
      ? t("agentSecrets.createTitle")
      : mode.kind === "rename"
        ? t("agentSecrets.renameTitle", { name: mode.secret.name })
        : t("agentSecrets.replaceTitle", { name: mode.secret.name });
  return (
    <Dialog open={mode !== null} onClose={props.onClose} title={title}>
      {mode && <SecretForm {...props} mode={mode} />}
    </Dialog>
  );
}
