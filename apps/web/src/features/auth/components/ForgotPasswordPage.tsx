import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { requestPasswordReset } from "../api/auth-api.ts";
import { AuthCard } from "./AuthCard.tsx";

/** /forgot-password: the server always answers ok, so the page never reveals whether an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.forgot.title"));
  const [email, setEmail] = useState("");
  const send = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });
  const backLink = <Link to="/sign-in">{t("auth.forgot.backToSignIn")}</Link>;

  if (send.isSuccess) {
    return (
      <AuthCard
        icon="mail"
        title={t("auth.forgot.sentTitle")}
        subtitle={t("auth.forgot.sentText", { email: email.trim() })}
        footer={backLink}
      />
    );
  }
  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} footer={backLink}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        {send.isError && <Banner tone="danger">{errorMessage(send.error)}</Banner>}
        <TextField
          label={t("common.email")}
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="primary" block loading={send.isPending}>
          {t("auth.forgot.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
