import type { TotpEnrolmentSchema } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { newBackupCodes, removeSms, removeTotp, startTotpEnrolment } from "../api/security-api.ts";
import { useActionError, useMfaStatus, useRefreshMfa } from "../hooks/use-mfa.ts";
import { BackupCodesDialog } from "./BackupCodesDialog.tsx";
import { FactorRow } from "./FactorRow.tsx";
import { useReauth } from "./ReauthProvider.tsx";
import { SmsSetupDialog } from "./SmsSetupDialog.tsx";
import { TotpSetupDialog } from "./TotpSetupDialog.tsx";

type Confirming = "totp" | "sms" | "backup" | null;

/** /app/settings/security: authenticator app, SMS and backup codes. */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.title"));
  const toast = useToast();
  const withReauth = useReauth();
  const status = useMfaStatus();
  const refresh = useRefreshMfa();
  const onError = useActionError();
  const [enrolment, setEnrolment] = useState<z.infer<typeof TotpEnrolmentSchema> | null>(null);
  const [smsOpen, setSmsOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const enrolTotp = useMutation({
    mutationFn: () => withReauth(startTotpEnrolment),
    onSuccess: setEnrolment,
    onError,
  });
  const activated = (message: string) => (backupCodes: string[]) => {
    setEnrolment(null);
    setSmsOpen(false);
    refresh();
    toast.success(message);
    setCodes(backupCodes);
  };
  const confirmAction = async () => {
    try {
      if (confirming === "totp") await withReauth(removeTotp);
      if (confirming === "sms") await withReauth(removeSms);
      if (confirming === "backup") setCodes((await withReauth(newBackupCodes)).backup_codes);
    } catch (error) {
      onError(error);
      return;
    }
    if (confirming === "totp") toast.success(t("security.totp.disabled"));
    if (confirming === "sms") toast.success(t("security.sms.disabled"));
    refresh();
  };
  const onOff = (on: boolean) => (
    <Badge tone={on ? "success" : "neutral"}>{on ? t("security.on") : t("security.off")}</Badge>
  );

  return (
    <>
      <PageHeader title={t("security.title")} description={t("security.description")} />
      <Card title={t("security.twoStep")} description={t("security.twoStepText")}>
        <QueryView query={status}>
          {(mfa) => (
            <ul className="list">
              <FactorRow
                icon="smartphone"
                title={t("security.totp.title")}
                text={t("security.totp.text")}
                status={onOff(mfa.totp_enabled)}
                action={
                  mfa.totp_enabled ? (
                    <Button size="sm" variant="danger-ghost" onClick={() => setConfirming("totp")}>
                      {t("security.totp.disable")}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="primary"
                      loading={enrolTotp.isPending}
                      onClick={() => enrolTotp.mutate()}
                    >
                      {t("security.totp.enable")}
                    </Button>
                  )
                }
              />
              <FactorRow
                icon="message"
                title={t("security.sms.title")}
                text={
                  mfa.sms_enabled && mfa.sms_phone_hint
                    ? t("security.sms.enrolled", { hint: mfa.sms_phone_hint })
                    : t("security.sms.text")
                }
                status={onOff(mfa.sms_enabled)}
                action={
                  mfa.sms_enabled ? (
                    <Button size="sm" variant="danger-ghost" onClick={() => setConfirming("sms")}>
                      {t("security.sms.disable")}
                    </Button>
                  ) : (
                    <Button size="sm" onClick={() => setSmsOpen(true)}>
                      {t("security.sms.enable")}
                    </Button>
                  )
                }
              />
              {(mfa.totp_enabled || mfa.sms_enabled) && (
                <FactorRow
                  icon="key"
                  title={t("security.backup.title")}
                  text={t("security.backup.text")}
                  status={
                    <Badge>{t("security.backup.remaining", { count: mfa.backup_codes_remaining })}</Badge>
                  }
                  action={
                    <Button size="sm" onClick={() => setConfirming("backup")}>
                      {t("security.backup.regenerate")}
                    </Button>
                  }
                />
              )}
            </ul>
          )}
        </QueryView>
      </Card>
      <TotpSetupDialog
        enrolment={enrolment}
        onClose={() => setEnrolment(null)}
        onActivated={activated(t("security.totp.enabled"))}
      />
      <SmsSetupDialog
        open={smsOpen}
        onClose={() => setSmsOpen(false)}
        onActivated={activated(t("security.sms.enabled"))}
      />
      <BackupCodesDialog codes={codes} onClose={() => setCodes(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        danger={confirming !== "backup"}
        title={
          confirming === "totp"
            ? t("security.totp.disableTitle")
            : confirming === "sms"
              ? t("security.sms.disableTitle")
              : t("security.backup.regenerateTitle")
        }
        confirmLabel={confirming === "backup" ? t("security.backup.regenerate") : t("security.totp.disable")}
        onConfirm={confirmAction}
      >
        {confirming === "totp"
          ? t("security.totp.disableText")
          : confirming === "sms"
            ? t("security.sms.disableText")
            : t("security.backup.regenerateText")}
      </ConfirmDialog>
    </>
  );
}
