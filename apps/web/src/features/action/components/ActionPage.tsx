import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PostLoginRedirect } from "../../../app/guards.tsx";
import { establishSession, signOut } from "../../../lib/auth/session.ts";
import { showInLinkedLocale } from "../../../lib/i18n/i18n.ts";
import { matchUiLocale } from "../../../lib/i18n/locale.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { applyEmailChange, confirmEmail, confirmOptOut, confirmSignIn } from "../../auth/api/auth-api.ts";
import { AuthCard } from "../../auth/components/AuthCard.tsx";
import { ResetPasswordForm } from "../../auth/components/ResetPasswordForm.tsx";
import { ContinueButton } from "./ContinueButton.tsx";
import { LinkAction } from "./LinkAction.tsx";

const codeModes = new Set(["optOutOfUpdates", "recoverEmail", "verifyEmail", "verifySignInRequest"]);

/**
 * /app/action: where email links land (spec 000 §2). `mode` picks the action; the single-use
 * code comes as `oobCode` or `verificationCode`; `lang` sets the language; `continueUrl` is
 * where to go afterwards (only when allow-listed). Any other mode is an error.
 */
export function ActionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("common.appName"));
  const [params] = useSearchParams();
  const mode = params.get("mode");
  const code = params.get("oobCode") ?? params.get("verificationCode");
  const continueUrl = params.get("continueUrl");
  const lang = params.get("lang");

  useEffect(() => {
    const locale = matchUiLocale(lang);
    if (locale) showInLinkedLocale(locale);
  }, [lang]);

  if (mode === "resetPassword") return <ResetPasswordForm oobCode={code} />;
  if (!mode || !codeModes.has(mode) || !code) {
    return (
      <AuthCard
        icon="alert"
        tone="danger"
        title={t("action.invalidTitle")}
        subtitle={t("action.invalidText")}
      >
        <Link className="btn btn--primary btn--block" to="/">
          {t("errors.goHome")}
        </Link>
      </AuthCard>
    );
  }
  const toSignIn = (
    <Link className="btn btn--primary btn--block" to="/sign-in">
      {t("action.toSignIn")}
    </Link>
  );

  switch (mode) {
    case "verifyEmail":
      return (
        <LinkAction
          run={() => confirmEmail(code)}
          success={(result) => ({
            title: t("action.verifyEmailDone"),
            text: t("action.verifyEmailText", { email: result.email }),
            action: <ContinueButton continueUrl={continueUrl} />,
          })}
        />
      );
    case "optOutOfUpdates":
      return (
        <LinkAction
          run={() => confirmOptOut(code)}
          success={() => ({
            title: t("action.optOutDone"),
            text: t("action.optOutText"),
            action: <ContinueButton continueUrl={continueUrl} />,
          })}
        />
      );
    case "recoverEmail": {
      const isReverting = params.get("isReverting") === "true";
      return (
        <LinkAction
          // Applying or undoing an email change signs out every session, this tab's included.
          run={async () => {
            const result = await applyEmailChange(code, isReverting);
            await signOut();
            return result;
          }}
          errorPrefix="Unable to update email, "
          success={(result) => ({
            title: isReverting ? t("action.emailRevertedTitle") : t("action.emailChangedTitle"),
            text: result.message,
            action: toSignIn,
          })}
        />
      );
    }
    default:
      return (
        <LinkAction
          run={() => establishSession(() => confirmSignIn({ oob_code: code }))}
          success={() => ({
            title: t("action.signInVerified"),
            action: <PostLoginRedirect target={continueUrl} />,
          })}
          errorAction={toSignIn}
        />
      );
  }
}
