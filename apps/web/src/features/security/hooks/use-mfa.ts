import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useToast } from "../../../ui/Toast.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import { fetchMfaStatus, mfaQueryKey } from "../api/security-api.ts";

export function useMfaStatus() {
  return useQuery({ queryKey: mfaQueryKey, queryFn: fetchMfaStatus });
}

/** After any factor change: the MFA status and the user's `mfa_factors` are stale. */
export function useRefreshMfa() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mfaQueryKey });
    void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
  };
}

/** Shows an action's failure as a toast, except when the person just closed the password prompt. */
export function useActionError() {
  const toast = useToast();
  const { t } = useTranslation();
  return (error: unknown) => {
    if (hasCode(error, "reauth_cancelled")) return;
    toast.error(errorMessage(error) || t("errors.loadFailed"));
  };
}
