import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { PasswordField } from "../../../ui/PasswordField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { startEmailChange } from "../api/account-api.ts";

/** New address + current password; the change happens when the link sent to the new address is opened. */
export function EmailChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const change = useMutation({
    mutationFn: () => startEmailChange(email.trim(), password),
    onSuccess: () => {
      toast.success(t("profile.emailChange.sent", { email: email.trim() }));
      close();
    },
  });
  const close = () => {
    setEmail("");
    setPassword("");
    change.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("profile.emailChange.title")}
      description={t("profile.emailChange.description")}
      dismissible={!change.isPending}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        {change.isError && <Banner tone="danger">{errorMessage(change.error)}</Banner>}
        <TextField
          label={t("profile.emailChange.newEmail")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t("profile.emailChange.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={close}>{t("common.cancel")}</Button>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t("profile.emailChange.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
