import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode, isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CodeInput } from "../../../ui/CodeInput.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { confirmSms, startSmsEnrolment } from "../api/security-api.ts";
import { useReauth } from "./ReauthProvider.tsx";

interface SmsSetupDialogProps {
  open: boolean;
  onClose: () => void;
  onActivated: (backupCodes: string[]) => void;
}

/** Enter a phone number, receive a code, type it back. */
export function SmsSetupDialog({ open, onClose, onActivated }: SmsSetupDialogProps) {
  const { t } = useTranslation();
  const withReauth = useReauth();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => withReauth(() => startSmsEnrolment(phone.trim())),
    onSuccess: () => setSentTo(phone.trim()),
  });
  const activate = useMutation({
    mutationFn: () => withReauth(() => confirmSms(code)),
    onSuccess: (result) => {
      reset();
      onActivated(result.backup_codes);
    },
    onError: () => {
      setCode("");
      codeInput.current?.focus();
    },
  });
  const reset = () => {
    setPhone("");
    setCode("");
    setSentTo(null);
    send.reset();
    activate.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const sendError =
    send.isError && !hasCode(send.error, "reauth_cancelled") ? errorMessage(send.error) : null;
  const phoneError = isApiError(send.error) && send.error.code === "validation" ? sendError : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("security.sms.setupTitle")}
      dismissible={!send.isPending && !activate.isPending}
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (sentTo) activate.mutate();
          else send.mutate();
        }}
      >
        {sendError && !phoneError && <Banner tone="danger">{sendError}</Banner>}
        {sentTo ? (
          <>
            <Banner tone="info">{t("security.sms.codeSent", { phone: sentTo })}</Banner>
            <CodeInput
              ref={codeInput}
              autoFocus
              label={t("security.sms.codeLabel")}
              value={code}
              onChange={setCode}
              error={
                activate.isError && !hasCode(activate.error, "reauth_cancelled")
                  ? errorMessage(activate.error)
                  : null
              }
            />
          </>
        ) : (
          <TextField
            label={t("security.sms.phone")}
            type="tel"
            autoComplete="tel"
            placeholder="+14155550123"
            hint={t("security.sms.phoneHint")}
            required
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={close}>{t("common.cancel")}</Button>
          {sentTo ? (
            <Button type="submit" variant="primary" loading={activate.isPending} disabled={code.length !== 6}>
              {t("security.sms.activate")}
            </Button>
          ) : (
            <Button type="submit" variant="primary" loading={send.isPending}>
              {t("security.sms.send")}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
