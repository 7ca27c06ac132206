import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon, type IconName } from "../../../ui/Icon.tsx";
import { useSubscription } from "../../subscription/hooks/use-subscription.ts";
import { InstantCloneForm } from "./InstantCloneForm.tsx";

type Step = "choose" | "clone";

function Choice({
  icon,
  title,
  text,
  onClick,
  blockedBy,
}: {
  icon: IconName;
  title: string;
  text: string;
  onClick: () => void;
  /** Why this choice cannot be taken now (a plan or slot limit), shown instead of letting it fail later. */
  blockedBy?: string;
}) {
  return (
    <button type="button" className="voice-choice" onClick={onClick} disabled={Boolean(blockedBy)}>
      <Icon name={icon} />
      <span className="voice-choice__text">
        <span className="voice-choice__title">{title}</span>
        <span className="muted">{text}</span>
        {blockedBy && <span className="voice-choice__blocked">{blockedBy}</span>}
      </span>
      <Icon name={blockedBy ? "lock" : "chevronRight"} />
    </button>
  );
}

/** Why an instant clone would be refused for this workspace right now, before anyone names or uploads. */
function useInstantCloneBlock(): string | undefined {
  const { t } = useTranslation();
  const subscription = useSubscription().data;
  if (!subscription) return undefined;
  if (subscription.can_use_instant_voice_cloning === false) return t("voices.add.cloneNeedsPlan");
  if (subscription.voice_slots_used >= subscription.voice_limit)
    return t("voices.add.slotsFull", { limit: subscription.voice_limit });
  return undefined;
}

/**
 * "Add voice": instant clone (the form opens in place), professional clone (the wizard; Creator
 * plan and 30+ minutes of audio) or design (its own page).
 */
export function AddVoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("choose");
  const cloneBlock = useInstantCloneBlock();
  const close = () => {
    setStep("choose");
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      wide={step === "clone"}
      title={step === "clone" ? t("voices.clone.title") : t("voices.add.title")}
      description={step === "clone" ? t("voices.clone.description") : t("voices.add.description")}
    >
      {step === "choose" ? (
        <div className="stack">
          <Choice
            icon="mic"
            title={t("voices.add.clone")}
            text={t("voices.add.cloneText")}
            onClick={() => setStep("clone")}
            blockedBy={cloneBlock}
          />
          {cloneBlock && (
            <Link className="btn btn--secondary btn--sm" to="/app/subscription" onClick={close}>
              {t("common.seePlans")}
            </Link>
          )}
          <Choice
            icon="crown"
            title={t("voices.add.professional")}
            text={t("voices.add.professionalText")}
            onClick={() => {
              close();
              navigate("/app/voices/professional");
            }}
          />
          <Choice
            icon="sparkles"
            title={t("voices.add.design")}
            text={t("voices.add.designText")}
            onClick={() => {
              close();
              navigate("/app/voices/design");
            }}
          />
        </div>
      ) : (
        <InstantCloneForm onCancel={close} onDone={close} />
      )}
    </Dialog>
  );
}
