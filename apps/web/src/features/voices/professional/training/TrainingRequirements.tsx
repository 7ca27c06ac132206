import type { Subscription, Voice } from "@chorus/contract";
import { messages } from "@chorus/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import {
  formatClock,
  isVerified,
  minimumTrainingSeconds,
  professionalState,
  totalSelectedSeconds,
  type WizardStep,
} from "../professional-state.ts";

export interface Requirement {
  key: string;
  met: boolean;
  text: string;
  action?: ReactNode;
}

/** What training needs, each met or not (the server checks the same and has the last word). */
export function useTrainingRequirements(
  voice: Voice,
  subscription: Subscription | undefined,
  goTo: (step: WizardStep) => void,
): Requirement[] {
  const { t } = useTranslation();
  const selected = totalSelectedSeconds(voice);
  const plan = subscription?.can_use_professional_voice_cloning ?? true;
  const limit = subscription?.professional_voice_limit ?? 0;
  const used = subscription?.professional_voice_slots_used ?? 0;
  return [
    {
      key: "plan",
      met: plan,
      text: plan ? t("voices.pro.train.planOk") : messages.professionalCloningNeedsCreator,
      action: !plan && (
        <Link className="btn btn--secondary btn--sm" to="/app/subscription">
          {t("voices.pro.upgrade")}
        </Link>
      ),
    },
    {
      key: "safety",
      met: professionalState(voice) !== "blocked",
      text: professionalState(voice) === "blocked" ? messages.voiceBlocked : t("voices.pro.train.notBlocked"),
    },
    {
      key: "verified",
      met: isVerified(voice),
      text: isVerified(voice) ? t("voices.pro.train.verified") : t("voices.pro.train.notVerified"),
      action: !isVerified(voice) && (
        <Button size="sm" onClick={() => goTo("verify")}>
          {t("voices.pro.train.goVerify")}
        </Button>
      ),
    },
    {
      key: "audio",
      met: selected >= minimumTrainingSeconds,
      text:
        selected >= minimumTrainingSeconds
          ? t("voices.pro.train.audioOk", { selected: formatClock(selected) })
          : t("voices.pro.train.audioMissing", {
              selected: formatClock(selected),
              minimum: formatClock(minimumTrainingSeconds),
            }),
      action: selected < minimumTrainingSeconds && (
        <Button size="sm" onClick={() => goTo("samples")}>
          {t("voices.pro.train.goSamples")}
        </Button>
      ),
    },
    {
      key: "slots",
      met: !subscription || used < limit,
      text:
        !subscription || used < limit
          ? t("voices.pro.train.slotsOk", { used, limit })
          : messages.professionalVoiceLimitReached(limit),
      action: subscription && used >= limit && (
        <Link className="btn btn--secondary btn--sm" to="/app/subscription">
          {t("voices.pro.upgrade")}
        </Link>
      ),
    },
  ];
}

export function RequirementList({ requirements }: { requirements: Requirement[] }) {
  const { t } = useTranslation();
  return (
    <ul className="pro-requirements" aria-label={t("voices.pro.train.requirementsLabel")}>
      {requirements.map((requirement) => (
        <li
          key={requirement.key}
          className={requirement.met ? "pro-requirement pro-requirement--met" : "pro-requirement"}
        >
          <Icon name={requirement.met ? "checkCircle" : "alert"} />
          <span className="pro-requirement__text">
            <span className="visually-hidden">
              {requirement.met ? t("voices.pro.train.met") : t("voices.pro.train.unmet")}
            </span>
            {requirement.text}
          </span>
          {requirement.action}
        </li>
      ))}
    </ul>
  );
}
