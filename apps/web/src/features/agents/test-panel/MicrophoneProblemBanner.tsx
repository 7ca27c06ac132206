import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import type { MicrophoneProblem } from "./microphone-check.ts";

/**
 * Why the voice call could not start (spec 001 §8 "Microphone access denied"), how to fix it, and a
 * text chat with the agent instead, which needs no microphone.
 */
export function MicrophoneProblemBanner({
  problem,
  onChat,
}: {
  problem: MicrophoneProblem;
  onChat: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Banner
      tone="danger"
      title={problem === "microphoneDenied" ? t("agentTest.microphone.deniedTitle") : undefined}
      actions={
        <Button size="sm" onClick={onChat}>
          <Icon name="message" />
          {t("agentTest.microphone.chatInstead")}
        </Button>
      }
    >
      {problem === "microphoneDenied" && t("agentTest.microphone.deniedText")}
      {problem === "microphoneMissing" && t("agentTest.microphone.missing")}
      {problem === "microphoneUnavailable" && t("agentTest.microphone.unavailable")}
    </Banner>
  );
}
