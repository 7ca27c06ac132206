import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { adoptTokens, withSessionLock } from "../../../lib/auth/session.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CodeInput } from "../../../ui/CodeInput.tsx";
import { requestMfaSignIn, requestMfaSms } from "../api/auth-api.ts";
import { AuthCard } from "./AuthCard.tsx";

type Method = "totp" | "sms" | "backup_code";

interface MfaStepProps {
  mfaToken: string;
  factors: ("totp" | "sms")[];
  onCancel: () => void;
}

/** The second step of a sign-in: a six-digit code from the app or an SMS, or a backup code. */
export function MfaStep({ mfaToken, factors, onCancel }: MfaStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(factors.includes("totp") ? "totp" : "sms");
  const [code, setCode] = useState("");
  const [smsSent, setSmsSent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const sendSms = useMutation({
    mutationFn: () => requestMfaSms(mfaToken),
    onSuccess: () => setSmsSent(true),
  });
  const verify = useMutation({
    mutationFn: () => withSessionLock(() => requestMfaSignIn({ mfa_token: mfaToken, method, code })),
    onSuccess: adoptTokens,
    onError: () => {
      setCode("");
      codeInput.current?.focus();
    },
  });

  const choose = (next: Method) => {
    setMethod(next);
    setCode("");
    verify.reset();
  };
  const needsSms = method === "sms" && !smsSent;
  const subtitle =
    method === "totp"
      ? t("auth.mfa.totpSubtitle")
      : method === "sms"
        ? t("auth.mfa.smsSubtitle")
        : t("auth.mfa.backupSubtitle");
  const error = verify.error ?? sendSms.error;

  return (
    <AuthCard icon="shield" title={t("auth.mfa.title")} subtitle={subtitle}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (needsSms) sendSms.mutate();
          else verify.mutate();
        }}
      >
        {error && <Banner tone="danger">{errorMessage(error)}</Banner>}
        {method === "sms" && smsSent && !error && <Banner tone="info">{t("auth.mfa.smsSent")}</Banner>}
        {!needsSms && (
          <CodeInput
            key={method}
            ref={codeInput}
            autoFocus
            kind={method === "backup_code" ? "backup" : "six-digit"}
            label={method === "backup_code" ? t("auth.mfa.backupLabel") : t("auth.mfa.codeLabel")}
            value={code}
            onChange={setCode}
          />
        )}
        {needsSms ? (
          <Button type="submit" variant="primary" block loading={sendSms.isPending}>
            {t("auth.mfa.sendSms")}
          </Button>
        ) : (
          <Button type="submit" variant="primary" block loading={verify.isPending} disabled={!code}>
            {t("auth.mfa.verify")}
          </Button>
        )}
        {method === "sms" && smsSent && (
          <Button variant="ghost" size="sm" onClick={() => sendSms.mutate()} loading={sendSms.isPending}>
            {t("auth.mfa.resendSms")}
          </Button>
        )}
      </form>
      <div className="stack-sm" style={{ marginTop: 24 }}>
        <div className="divider-text">{t("auth.mfa.otherMethods")}</div>
        <div className="row" style={{ justifyContent: "center" }}>
          {method !== "totp" && factors.includes("totp") && (
            <Button variant="ghost" size="sm" onClick={() => choose("totp")}>
              {t("auth.mfa.useTotp")}
            </Button>
          )}
          {method !== "sms" && factors.includes("sms") && (
            <Button variant="ghost" size="sm" onClick={() => choose("sms")}>
              {t("auth.mfa.useSms")}
            </Button>
          )}
          {method !== "backup_code" && (
            <Button variant="ghost" size="sm" onClick={() => choose("backup_code")}>
              {t("auth.mfa.useBackup")}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t("auth.mfa.startOver")}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
