import type { TotpEnrolmentSchema } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Button } from "../../../ui/Button.tsx";
import { CodeInput } from "../../../ui/CodeInput.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { confirmTotp } from "../api/security-api.ts";
import { useReauth } from "./ReauthProvider.tsx";

type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

interface TotpSetupDialogProps {
  enrolment: TotpEnrolment | null;
  onClose: () => void;
  onActivated: (backupCodes: string[]) => void;
}

/** Scan the QR code (or type the key), then prove it works with a first code. */
export function TotpSetupDialog({ enrolment, onClose, onActivated }: TotpSetupDialogProps) {
  const { t } = useTranslation();
  const withReauth = useReauth();
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);
  const activate = useMutation({
    mutationFn: () => withReauth(() => confirmTotp(code)),
    onSuccess: (result) => {
      setCode("");
      onActivated(result.backup_codes);
    },
    onError: () => {
      setCode("");
      codeInput.current?.focus();
    },
  });
  const close = () => {
    setCode("");
    activate.reset();
    onClose();
  };

  return (
    <Dialog
      open={!!enrolment}
      onClose={close}
      title={t("security.totp.setupTitle")}
      description={t("security.totp.scan")}
      dismissible={!activate.isPending}
    >
      {enrolment && (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            activate.mutate();
          }}
        >
          <div className="totp-setup">
            <img
              className="totp-setup__qr"
              src={enrolment.qr_code_data_url}
              alt={t("security.totp.qrAlt")}
              width={168}
              height={168}
            />
            <div className="stack-sm" style={{ minWidth: 0, flex: 1 }}>
              <span className="field__label">{t("security.totp.secretLabel")}</span>
              <div className="secret">
                <code data-testid="totp-secret">{enrolment.secret}</code>
                <CopyButton text={enrolment.secret} variant="ghost" />
              </div>
            </div>
          </div>
          <CodeInput
            ref={codeInput}
            autoFocus
            label={t("security.totp.codeLabel")}
            value={code}
            onChange={setCode}
            error={activate.isError ? errorMessage(activate.error) : null}
          />
          <div className="row" style={{ justifyContent: "flex-end" }}>
            <Button onClick={close} disabled={activate.isPending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="primary" loading={activate.isPending} disabled={code.length !== 6}>
              {t("security.totp.activate")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
