import type { Voice } from "@chorus/contract";
import { messages } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/auth/use-session.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { CaptchaReader } from "../verification/CaptchaReader.tsx";
import { noticeSafetyChanges, type SafetyNotice } from "./seen-safety-controls.ts";
import "./safety.css";

/**
 * Wherever voices are listed: compares the loaded voices' safety controls with what this browser
 * saw before and opens, one at a time, the voice-blocked dialog for a newly seen BAN and the
 * captcha dialog for a newly seen CAPTCHA (spec 001 §4). Renders nothing otherwise.
 */
export function VoiceSafetyNotices({ voices }: { voices: readonly Voice[] | undefined }) {
  const { workspaceId } = useSession();
  const [queue, setQueue] = useState<SafetyNotice[]>([]);

  useEffect(() => {
    if (!voices || !workspaceId) return;
    const fresh = noticeSafetyChanges(workspaceId, voices);
    if (fresh.length > 0) setQueue((current) => [...current, ...fresh]);
  }, [voices, workspaceId]);

  const notice = queue[0];
  const next = () => setQueue((current) => current.slice(1));
  if (!notice) return null;
  return notice.control === "BAN" ? (
    <VoiceBlockedDialog key={notice.voiceId} notice={notice} onClose={next} />
  ) : (
    <VoiceCaptchaDialog key={notice.voiceId} notice={notice} onClose={next} />
  );
}

function VoiceBlockedDialog({ notice, onClose }: { notice: SafetyNotice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("voices.safety.blockedTitle", { name: notice.name })}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t("voices.safety.understood")}
        </Button>
      }
    >
      <div className="safety-dialog">
        <span className="safety-dialog__icon safety-dialog__icon--danger" aria-hidden="true">
          <Icon name="lock" size={20} />
        </span>
        <div className="stack-sm">
          <p className="safety-dialog__message">{messages.voiceBlocked}</p>
          <p className="muted">{t("voices.safety.blockedText")}</p>
        </div>
      </div>
    </Dialog>
  );
}

function VoiceCaptchaDialog({ notice, onClose }: { notice: SafetyNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={t("voices.safety.captchaTitle", { name: notice.name })}
      description={t("voices.safety.captchaText")}
      footer={<Button onClick={onClose}>{t("voices.safety.later")}</Button>}
    >
      <CaptchaReader
        purpose="safety"
        voiceId={notice.voiceId}
        onVerified={() => {
          toast.success(t("voices.safety.captchaPassed", { name: notice.name }));
          void queryClient.invalidateQueries({ queryKey: voicesQueryKey });
          onClose();
        }}
      />
    </Dialog>
  );
}
