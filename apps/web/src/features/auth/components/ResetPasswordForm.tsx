import { messages, NewPasswordSchema } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField } from "../../../ui/PasswordField.tsx";
import { confirmPasswordReset } from "../api/auth-api.ts";
import { AuthCard } from "./AuthCard.tsx";

/** Sets a new password with the code from a reset link (used by /reset-password and the action page). */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const reset = useMutation({
    mutationFn: () =>
      confirmPasswordReset({ oob_code: oobCode ?? "", new_password: password, new_password_repeat: repeat }),
  });

  if (!oobCode) {
    return (
      <AuthCard
        icon="alert"
        tone="danger"
        title={t("auth.reset.title")}
        subtitle={t("auth.reset.missingCode")}
      >
        <Link className="btn btn--primary btn--block" to="/forgot-password">
          {t("auth.reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard
        icon="checkCircle"
        tone="success"
        title={t("auth.reset.doneTitle")}
        subtitle={t("auth.reset.doneText")}
      >
        <Link className="btn btn--primary btn--block" to="/sign-in">
          {t("nav.signIn")}
        </Link>
      </AuthCard>
    );
  }

  const submit = () => {
    // The same two rules as the server: the password policy, then the repeat must match.
    const check = NewPasswordSchema.safeParse(password);
    const next = {
      password: check.success ? undefined : check.error.issues[0]?.message,
      repeat: check.success && password !== repeat ? messages.passwordsDoNotMatch : undefined,
    };
    setErrors(next);
    if (!next.password && !next.repeat) reset.mutate();
  };
  const serverField = (field: string) =>
    isApiError(reset.error) && reset.error.code === "validation"
      ? reset.error.fieldMessage(field)
      : undefined;

  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {reset.isError && !serverField("new_password") && !serverField("new_password_repeat") && (
          <Banner tone="danger">{errorMessage(reset.error)}</Banner>
        )}
        <PasswordField
          label={t("auth.reset.newPassword")}
          autoComplete="new-password"
          autoFocus
          required
          hint={t("auth.signUp.passwordHint")}
          value={password}
          error={errors.password ?? serverField("new_password")}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t("auth.reset.repeatPassword")}
          autoComplete="new-password"
          required
          value={repeat}
          error={errors.repeat ?? serverField("new_password_repeat")}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <Button type="submit" variant="primary" block loading={reset.isPending}>
          {t("auth.reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
