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
import { TextField } from "../../../ui/TextField.tsx";
import { requestSignUp } from "../api/auth-api.ts";
import { AuthCard } from "./AuthCard.tsx";

/**
 * The captcha token sent with sign-up. Chorus's embedded captcha (the default) accepts this fixed
 * token. When the server runs with CAPTCHA_PROVIDER=recaptcha, a real reCAPTCHA widget plugs in
 * here: render it in the form and send the token it produces instead.
 */
const embeddedCaptchaToken = "chorus-test-captcha";

/** /sign-up: creates the account, signs in, and the guard moves on to onboarding. */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("nav.signUp"));
  const [params] = useSearchParams();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const signUp = useMutation({
    mutationFn: () =>
      establishSession(() =>
        requestSignUp({
          email: email.trim(),
          password,
          recaptcha_token: embeddedCaptchaToken,
          locale: i18n.language as UiLocale,
          invite_code: inviteCodeFrom(params) ?? undefined,
          pid: params.get("pid") ?? undefined,
          xid: params.get("xid") ?? undefined,
        }),
      ),
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
        <Button type="submit" variant="primary" block loading={signUp.isPending}>
          {t("auth.signUp.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
