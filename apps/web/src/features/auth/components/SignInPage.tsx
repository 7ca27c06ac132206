import type { SignInResult } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { adoptTokens } from "../../../lib/auth/session.ts";
import type { SessionEndReason } from "../../../lib/auth/session-tokens.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { AuthCard } from "./AuthCard.tsx";
import { CredentialsForm } from "./CredentialsForm.tsx";
import { DeviceVerificationStep } from "./DeviceVerificationStep.tsx";
import { MfaStep } from "./MfaStep.tsx";

type Step =
  | { kind: "credentials" }
  | { kind: "mfa"; mfaToken: string; factors: ("totp" | "sms")[] }
  | { kind: "verification"; verificationId: string };

/**
 * /sign-in. Once tokens arrive the session flips to signed in and the route guard sends the
 * person to their post-login destination (keeping `?redirect=`), so this page never navigates itself.
 */
export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav.signIn"));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const ended = (location.state as { ended?: SessionEndReason } | null)?.ended;
  const startOver = () => setStep({ kind: "credentials" });

  if (params.get("use_sso") === "true") {
    return (
      <AuthCard icon="building" title={t("auth.sso.title")} subtitle={t("auth.sso.text")}>
        <Button
          variant="primary"
          block
          onClick={() => {
            params.delete("use_sso");
            setParams(params, { replace: true });
          }}
        >
          {t("auth.sso.back")}
        </Button>
      </AuthCard>
    );
  }

  if (step.kind === "mfa")
    return <MfaStep mfaToken={step.mfaToken} factors={step.factors} onCancel={startOver} />;
  if (step.kind === "verification") {
    return <DeviceVerificationStep verificationId={step.verificationId} onCancel={startOver} />;
  }

  const onResult = (result: SignInResult) => {
    if (result.status === "signed_in") adoptTokens(result);
    else if (result.status === "mfa_required")
      setStep({ kind: "mfa", mfaToken: result.mfa_token, factors: result.factors });
    else setStep({ kind: "verification", verificationId: result.verification_id });
  };
  const notice =
    ended === "expired"
      ? t("auth.signIn.sessionExpired")
      : ended === "signed_out"
        ? t("auth.signIn.signedOut")
        : undefined;
  const signUpLink = `/sign-up${location.search}`;

  return (
    <AuthCard
      title={t("auth.signIn.title")}
      subtitle={t("auth.signIn.subtitle")}
      footer={
        <>
          {t("auth.signIn.noAccount")} <Link to={signUpLink}>{t("auth.signIn.createAccount")}</Link>
        </>
      }
    >
      <CredentialsForm notice={notice} onResult={onResult} />
    </AuthCard>
  );
}
