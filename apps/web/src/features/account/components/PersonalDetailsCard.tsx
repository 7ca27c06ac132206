import { type UiLocale, type User, uiLocales } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { setUiLocale } from "../../../lib/i18n/i18n.ts";
import { localeNames } from "../../../lib/i18n/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useUpdateProfile } from "../../user/hooks/use-user.ts";
import { EmailChangeDialog } from "./EmailChangeDialog.tsx";

/** First name, email (changed through a confirmation link), interface language and product updates. */
export function PersonalDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(user.first_name ?? "");
  const [locale, setLocale] = useState<UiLocale>(user.locale);
  const [updates, setUpdates] = useState(user.agrees_to_product_updates);
  const [emailDialog, setEmailDialog] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);

  const dirty =
    firstName.trim() !== (user.first_name ?? "") ||
    locale !== user.locale ||
    updates !== user.agrees_to_product_updates;
  const save = () => {
    setNameError(null);
    update.mutate(
      {
        first_name: firstName.trim() !== (user.first_name ?? "") ? firstName : undefined,
        locale: locale !== user.locale ? locale : undefined,
        agrees_to_product_updates: updates !== user.agrees_to_product_updates ? updates : undefined,
      },
      {
        onSuccess: (saved) => {
          setUiLocale(saved.locale);
          toast.success(t("common.saved"));
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldMessage("first_name"))
            setNameError(error.fieldMessage("first_name")!);
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Card
          title={t("profile.personal")}
          footer={
            <Button type="submit" variant="primary" loading={update.isPending} disabled={!dirty}>
              {t("common.saveChanges")}
            </Button>
          }
        >
          <div className="stack">
            <div className="grid-2">
              <TextField
                label={t("profile.firstName")}
                autoComplete="given-name"
                value={firstName}
                error={nameError}
                onChange={(event) => setFirstName(event.target.value)}
              />
              <SelectField
                label={t("profile.language")}
                value={locale}
                onChange={(event) => setLocale(event.target.value as UiLocale)}
                options={uiLocales.map((value) => ({ value, label: localeNames[value] }))}
              />
            </div>
            <div className="field">
              <span className="field__label">{t("profile.email")}</span>
              <div className="row" style={{ flexWrap: "nowrap" }}>
                <input className="input" readOnly value={user.email} aria-label={t("profile.email")} />
                <Button onClick={() => setEmailDialog(true)}>{t("profile.changeEmail")}</Button>
              </div>
            </div>
            <Switch
              label={t("profile.productUpdates")}
              description={t("profile.productUpdatesHint")}
              checked={updates}
              onChange={(event) => setUpdates(event.target.checked)}
            />
          </div>
        </Card>
      </form>
      <EmailChangeDialog open={emailDialog} onClose={() => setEmailDialog(false)} />
    </>
  );
}
