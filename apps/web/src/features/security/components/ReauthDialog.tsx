import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode, isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { PasswordField } from "../../../ui/PasswordField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useUser } from "../../user/hooks/use-user.ts";
import { proveIdentity } from "../api/security-api.ts";

interface ReauthDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Password (and, with two-step verification, a code) to prove a recent sign-in. */
export function ReauthDialog({ open, onConfirmed, onCancel }: ReauthDialogProps) {
  const { t } = useTranslation();
  const user = useUser();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  // An authenticator code can be typed straight away; an SMS code exists only after the first
  // try, when the server texts it and answers mfa_required.
  const needsCode = askCode || !!user.data?.mfa_factors.includes("totp");

  const confirm = useMutation({
    mutationFn: () => proveIdentity(password, needsCode ? code : undefined),
    onSuccess: () => {
      setPassword("");
      setCode("");
      onConfirmed();
    },
    onError: (error) => {
      // The server wants a second factor: show the code field rather than an error.
      if (hasCode(error, "mfa_required")) setAskCode(true);
    },
  });
  const passwordError = isApiError(confirm.error) ? confirm.error.fieldMessage("password") : undefined;
  const shownError =
    confirm.isError && !hasCode(confirm.error, "mfa_required") && !passwordError
      ? errorMessage(confirm.error)
      : null;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t("security.reauth.title")}
      description={
        needsCode
          ? `${t("security.reauth.text")} ${t("security.reauth.codeText")}`
          : t("security.reauth.text")
      }
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate();
        }}
      >
        {shownError && <Banner tone="danger">{shownError}</Banner>}
        <PasswordField
          label={t("common.password")}
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        {needsCode && (
          <TextField
            label={t("security.reauth.code")}
            autoComplete="one-time-code"
            inputMode="text"
            required
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
        )}
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={onCancel} disabled={confirm.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={confirm.isPending}>
            {t("security.reauth.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
