import { NewPasswordSchema, type UiLocale } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { inviteCodeFrom } from "../../../lib/auth/invite-code.ts";
import { establishSession } from "../../../lib/auth/session.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField } from "../../../ui/PasswordField.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { requestSignUp } from "../api/auth-api.ts";
import { useSignUpCaptcha } from "../hooks/use-sign-up-captcha.ts";
import { AuthCard } from "./AuthCard.tsx";

/**
 * /sign-up: creates the account, signs in, and the guard moves on to onboarding. The embedded
 * captcha's proof-of-work is solved in the background from the moment the page opens.
 */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("nav.signUp"));
  const [params] = useSearchParams();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const captcha = useSignUpCaptcha();

  const signUp = useMutation({
    mutationFn: async () => {
      // Taken before the session lock: solving may still need a moment.
      const captchaToken = await captcha.take();
      return establishSession(() =>
        requestSignUp({
          email: email.trim(),
          password,
          recaptcha_token: captchaToken,
          locale: i18n.language as UiLocale,
          invite_code: inviteCodeFrom(params) ?? undefined,
          pid: params.get("pid") ?? undefined,
          xid: params.get("xid") ?? undefined,
        }),
      );
    },
  });

  const submit = () => {
    // Same rule as the server (the contract's schema), checked before the round trip.
    const check = NewPasswordSchema.safeParse(password);
    setPasswordError(check.success ? null : (check.error.issues[0]?.message ?? null));
    if (check.success) signUp.mutate();
  };

  const fieldError = (field: string) =>
    isApiError(signUp.error) && signUp.error.code === "validation"
      ? signUp.error.fieldMessage(field)
      : undefined;
  const bannerError =
    signUp.isError && !(isApiError(signUp.error) && signUp.error.code === "validation")
      ? errorMessage(signUp.error)
      : null;
  const emailError =
    isApiError(signUp.error) && signUp.error.code === "invalid_email"
      ? signUp.error.message
      : fieldError("email");

  return (
    <AuthCard
      title={t("auth.signUp.title")}
      subtitle={t("auth.signUp.subtitle")}
      footer={
        <>
          {t("auth.signUp.haveAccount")}{" "}
          <Link to={`/sign-in${location.search}`}>{t("auth.signUp.signInLink")}</Link>
        </>
      }
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {bannerError && !emailError && <Banner tone="danger">{bannerError}</Banner>}
        <TextField
          label={t("common.email")}
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t("common.password")}
          autoComplete="new-password"
          required
          hint={t("auth.signUp.passwordHint")}
          value={password}
          error={passwordError ?? fieldError("password")}
          onChange={(event) => setPassword(event.target.value)}
        />
        {captcha.status === "failed" && (
          <Banner
            tone="danger"
            actions={
              <Button size="sm" onClick={captcha.retry}>
                {t("common.retry")}
              </Button>
            }
          >
            {t("auth.signUp.captchaFailed")}
          </Banner>
        )}
        <Button
          type="submit"
          variant="primary"
          block
          loading={signUp.isPending}
          disabled={captcha.status === "failed"}
        >
          {t("auth.signUp.submit")}
        </Button>
        {captcha.status === "solving" && (
          <p className="row muted" role="status">
            <Spinner />
            {t("auth.signUp.captchaSolving")}
          </p>
        )}
      </form>
    </AuthCard>
  );
}
