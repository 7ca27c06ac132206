import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon, type IconName } from "../../../ui/Icon.tsx";
import { InstantCloneForm } from "./InstantCloneForm.tsx";

type Step = "choose" | "clone";

function Choice({
  icon,
  title,
  text,
  onClick,
}: {
  icon: IconName;
  title: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="voice-choice" onClick={onClick}>
      <Icon name={icon} />
      <span className="voice-choice__text">
        <span className="voice-choice__title">{title}</span>
        <span className="muted">{text}</span>
      </span>
      <Icon name="chevronRight" />
    </button>
  );
}

/**
 * "Add voice": instant clone (the form opens in place), professional clone (the wizard; Creator
 * plan and 30+ minutes of audio) or design (its own page).
 */
export function AddVoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("choose");
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
          />
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
