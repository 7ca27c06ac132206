import type { User } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { signOut } from "../../../lib/auth/session.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useReauth } from "../../security/components/ReauthProvider.tsx";
import { removeAccount } from "../api/account-api.ts";

/** Deleting the account: type the account email to confirm (spec 001 §5); needs a recent sign-in. */
export function DeleteAccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const withReauth = useReauth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const remove = useMutation({
    mutationFn: () => withReauth(() => removeAccount(typed.trim())),
    onSuccess: async () => {
      toast.info(t("profile.delete.done"));
      await signOut();
    },
  });
  const close = () => {
    setOpen(false);
    setTyped("");
    setMismatch(false);
    remove.reset();
  };
  const submit = () => {
    const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
    setMismatch(!matches);
    if (matches) remove.mutate();
  };
  const error =
    remove.isError && !hasCode(remove.error, "reauth_cancelled") ? errorMessage(remove.error) : null;

  return (
    <>
      <Card
        danger
        title={t("profile.delete.title")}
        description={t("profile.delete.description")}
        footer={
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t("profile.delete.button")}
          </Button>
        }
      />
      <Dialog
        open={open}
        onClose={close}
        title={t("profile.delete.dialogTitle")}
        description={t("profile.delete.dialogText", { email: user.email })}
        dismissible={!remove.isPending}
      >
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {error && <Banner tone="danger">{error}</Banner>}
          <TextField
            label={t("profile.delete.confirmLabel")}
            type="email"
            autoComplete="off"
            placeholder={user.email}
            value={typed}
            error={mismatch ? t("profile.delete.mismatch") : null}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="row" style={{ justifyContent: "flex-end" }}>
            <Button onClick={close} disabled={remove.isPending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={!typed.trim()}>
              {t("profile.delete.confirm")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
