import type { Voice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useIsWorkspaceAdmin } from "../../workspace/hooks/use-workspace.ts";
import { voicesQueryKey } from "../api/voices-api.ts";
import { type SafetyChoice, setSafetyControl } from "./safety-api.ts";
import { heldControl } from "./safety-controls.ts";
import { markSafetyControlSeen } from "./seen-safety-controls.ts";
import "./safety.css";

const choices: SafetyChoice[] = ["NONE", "CAPTCHA", "BAN"];

/**
 * Workspace admins: the voice's safety control — none, captcha (the voice cannot speak until its
 * owner reads a captcha in it) or blocked. A control set by moderation is shown but locked: only
 * moderation lifts it (the API refuses the workspace).
 */
export function SafetyControlCard({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const isAdmin = useIsWorkspaceAdmin();
  const { workspaceId } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = useId();
  const current: SafetyChoice = heldControl(voice) ?? "NONE";
  const [choice, setChoice] = useState<SafetyChoice>(current);
  const moderated = voice.safety_control_source === "moderation" && current !== "NONE";
  const apply = useMutation({
    mutationFn: () => setSafetyControl(voice.voice_id, choice),
    onSuccess: async () => {
      // The admin set it: the voice lists must not announce it back to them in a dialog.
      if (workspaceId) markSafetyControlSeen(workspaceId, voice.voice_id, choice === "NONE" ? null : choice);
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      toast.success(t("voices.safety.controlSaved"));
    },
  });
  if (!isAdmin) return null;
  return (
    <Card title={t("voices.safety.controlTitle")} description={t("voices.safety.controlDescription")}>
      <div className="stack">
        {moderated && (
          <Banner tone="warning" title={t("voices.safety.moderatedTitle")}>
            {t("voices.safety.moderatedText")}
          </Banner>
        )}
        <fieldset className="safety-choices" disabled={moderated || apply.isPending}>
          <legend className="visually-hidden">{t("voices.safety.controlTitle")}</legend>
          {choices.map((value) => (
            <label key={value} className="check safety-choice">
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span className="check__text">
                <span className="field__label">{t(`voices.safety.choices.${value}`)}</span>
                <span className="field__hint">{t(`voices.safety.choiceHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {apply.isError && <Banner tone="danger">{errorMessage(apply.error)}</Banner>}
        {!moderated && (
          <div className="row">
            <Button
              variant={choice === "BAN" ? "danger" : "primary"}
              disabled={choice === current}
              loading={apply.isPending}
              onClick={() => apply.mutate()}
            >
              {t("voices.safety.apply")}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
