import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

/** /reset-password?oobCode=…: the same form the action page shows for mode=resetPassword. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.reset.title"));
  const [params] = useSearchParams();
  return <ResetPasswordForm oobCode={params.get("oobCode") ?? params.get("verificationCode")} />;
}
