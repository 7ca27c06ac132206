import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { adoptTokens, withSessionLock } from "../../../lib/auth/session.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CodeInput } from "../../../ui/CodeInput.tsx";
import { confirmSignIn } from "../api/auth-api.ts";
import { AuthCard } from "./AuthCard.tsx";

/**
 * A sign-in from a device the server does not know: the emailed six-digit code finishes it here,
 * or the emailed link finishes it in another tab, which this tab then hears about.
 */
export function DeviceVerificationStep({
  verificationId,
  onCancel,
}: {
  verificationId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const verify = useMutation({
    mutationFn: () => withSessionLock(() => confirmSignIn({ verification_id: verificationId, code })),
    onSuccess: adoptTokens,
  });
  return (
    <AuthCard
      icon="mail"
      title={t("auth.verification.title")}
      subtitle={t("auth.verification.text")}
      footer={
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("auth.mfa.startOver")}
        </Button>
      }
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate();
        }}
      >
        {verify.isError && <Banner tone="danger">{errorMessage(verify.error)}</Banner>}
        <CodeInput autoFocus label={t("auth.verification.codeLabel")} value={code} onChange={setCode} />
        <Button type="submit" variant="primary" block loading={verify.isPending} disabled={code.length !== 6}>
          {t("auth.verification.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
