import type { User } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { acceptBiometricTerms, resendVerificationEmail, userQueryKey } from "../../user/api/user-api.ts";

/** Email not verified yet: a banner with a resend button (at most once every 5 minutes, server-side). */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(user.email),
    onSuccess: () => toast.success(t("home.verifyBanner.sent")),
    // Spec 000 §8: the server's message, or the fixed fallback text.
    onError: (error) =>
      toast.error(isApiError(error) && error.status > 0 ? error.message : t("home.verifyBanner.failed")),
  });
  if (user.is_email_verified) return null;
  return (
    <Banner
      tone="warning"
      title={t("home.verifyBanner.title")}
      actions={
        <Button size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t("home.verifyBanner.resend")}
        </Button>
      }
    >
      {t("home.verifyBanner.text", { email: user.email })}
    </Banner>
  );
}

/** Biometric privacy terms for people in Illinois (spec 000 §5), accepted once. */
export function BipaBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptBiometricTerms,
    onSuccess: () => {
      toast.success(t("home.bipa.accepted"));
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!user.requires_bipa_terms || user.accepted_bipa_terms) return null;
  return (
    <Banner
      tone="info"
      title={t("home.bipa.title")}
      actions={
        <Button size="sm" variant="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
          {t("home.bipa.accept")}
        </Button>
      }
    >
      {t("home.bipa.text")}
    </Banner>
  );
}
