import type { SignInResult } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { withSessionLock } from "../../../lib/auth/session.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField } from "../../../ui/PasswordField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { requestSignIn } from "../api/auth-api.ts";

/** Email and password. The answer may be tokens, an MFA challenge or a new-device check. */
export function CredentialsForm({
  notice,
  onResult,
}: {
  notice?: string;
  onResult: (result: SignInResult) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useMutation({
    // Sign-in sets the rotating refresh cookie, so it runs under the same lock as refreshes.
    mutationFn: () => withSessionLock(() => requestSignIn(email.trim(), password)),
    onSuccess: onResult,
  });

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        signIn.mutate();
      }}
    >
      {signIn.isError ? (
        <Banner tone="danger">{errorMessage(signIn.error)}</Banner>
      ) : (
        notice && <Banner tone="info">{notice}</Banner>
      )}
      <TextField
        label={t("common.email")}
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="stack-sm">
        <PasswordField
          label={t("common.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot-password" className="field__hint" style={{ alignSelf: "flex-end" }}>
          {t("auth.signIn.forgot")}
        </Link>
      </div>
      <Button type="submit" variant="primary" block loading={signIn.isPending}>
        {t("auth.signIn.submit")}
      </Button>
    </form>
  );
}
