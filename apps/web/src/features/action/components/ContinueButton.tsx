import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { postLoginDestination, signInPathReturningTo } from "../../../lib/auth/post-login.ts";
import { getSessionState } from "../../../lib/auth/session.ts";
import { Button } from "../../../ui/Button.tsx";
import { fetchUser, userQueryKey } from "../../user/api/user-api.ts";

/**
 * After an email link: signed in, go where a sign-in would (the link's continueUrl when
 * allow-listed, else onboarding or home); signed out, sign in first and come back to it.
 */
export function ContinueButton({ continueUrl }: { continueUrl: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const go = async () => {
    if (getSessionState().status !== "signed_in") {
      navigate(continueUrl ? signInPathReturningTo(continueUrl) : "/sign-in");
      return;
    }
    setPending(true);
    try {
      const user = await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: fetchUser, staleTime: 0 });
      const destination = postLoginDestination(user, continueUrl);
      if (destination.startsWith("/app/")) navigate(destination);
      else window.location.assign(destination);
    } catch {
      navigate("/app/home");
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="primary" block loading={pending} onClick={() => void go()} autoFocus>
      {t("action.continue")}
    </Button>
  );
}
