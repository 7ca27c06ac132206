import { authConnectionLimits, jwtAlgorithms } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import {
  bodyOf,
  type ConnectionField,
  type FormAuthType,
  fieldsOf,
  formAuthTypes,
} from "./auth-connection-fields.ts";
import { addAuthConnection } from "./auth-connections-api.ts";

/**
 * Adds an auth connection: its type, a name, then the type's fields. Credentials are write-only
 * inputs the browser does not offer to save; the server never answers them back.
 */
function AuthConnectionForm({ onClose, onDone }: { onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FormAuthType>("bearer_auth");
  const [name, setName] = useState("");
  const [values, setValues] = useState<Record<string, string>>({ algorithm: "RS256" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async () => (await addAuthConnection(bodyOf(type, name, values))).name,
    onSuccess: onDone,
  });
  const serverField = (field: string) =>
    save.error && isApiError(save.error) ? save.error.fieldMessage(field) : undefined;
  const fields = fieldsOf[type];
  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const render = (field: ConnectionField) => {
    const common = {
      label: t(`authConnections.fields.${field.key}`),
      value: values[field.key] ?? "",
      error: errors[field.key] ?? serverField(field.key),
      optional: field.optional ?? false,
    };
    if (field.kind === "algorithm")
      return (
        <SelectField
          key={field.key}
          {...common}
          options={jwtAlgorithms.map((algorithm) => ({ value: algorithm, label: algorithm }))}
          onChange={(event) => set(field.key, event.target.value)}
        />
      );
    if (field.kind === "key")
      return (
        <TextAreaField
          key={field.key}
          {...common}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          className="mono"
          hint={t("authConnections.keyHint")}
          maxLength={authConnectionLimits.credentialCharacters}
          onChange={(event) => set(field.key, event.target.value)}
        />
      );
    return (
      <TextField
        key={field.key}
        {...common}
        type={
          field.kind === "secret"
            ? "password"
            : field.kind === "number"
              ? "number"
              : field.kind === "url"
                ? "url"
                : "text"
        }
        autoComplete={field.kind === "secret" ? "new-password" : "off"}
        spellCheck={false}
        {...(field.kind === "secret" ? { hint: t("authConnections.secretHint") } : {})}
        maxLength={
          field.kind === "secret"
            ? authConnectionLimits.credentialCharacters
            : authConnectionLimits.fieldCharacters
        }
        onChange={(event) => set(field.key, event.target.value)}
      />
    );
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: Record<string, string> = {};
        if (!name.trim()) found.name = t("authConnections.nameRequired");
        for (const field of fields)
          if (!field.optional && !(values[field.key] ?? "").trim())
            found[field.key] = t("authConnections.required");
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      {save.isError && !isApiError(save.error) && <Banner tone="danger">{errorMessage(save.error)}</Banner>}
      {save.isError && isApiError(save.error) && save.error.fieldErrors.length === 0 && (
        <Banner tone="danger">{errorMessage(save.error)}</Banner>
      )}
      <SelectField
        label={t("authConnections.type")}
        value={type}
        options={formAuthTypes.map((value) => ({ value, label: t(`authConnections.types.${value}`) }))}
        error={serverField("auth_type")}
        onChange={(event) =>
          setType(formAuthTypes.find((value) => value === event.target.value) ?? "bearer_auth")
        }
      />
      <TextField
        label={t("authConnections.name")}
        placeholder={t("authConnections.namePlaceholder")}
        autoComplete="off"
        maxLength={authConnectionLimits.nameCharacters}
        value={name}
        error={errors.name ?? serverField("name")}
        onChange={(event) => setName(event.target.value)}
      />
      {fields.map(render)}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("authConnections.create")}
        </Button>
      </div>
    </form>
  );
}

export function AuthConnectionFormDialog(props: {
  open: boolean;
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t("authConnections.createTitle")}>
      {props.open && <AuthConnectionForm onClose={props.onClose} onDone={props.onDone} />}
    </Dialog>
  );
}
