import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import type { LiveTurn } from "./live-transcript.ts";

/**
 * The call as it happens: the agent on the left, the caller on the right, words still being
 * recognised lighter, an interrupted reply marked with what the caller did not hear. New lines
 * are announced politely and scrolled into view.
 */
export function LiveTranscriptView({ turns }: { turns: readonly LiveTurn[] }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const lastText = turns.at(-1)?.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest line as it grows
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length, lastText]);

  if (turns.length === 0) return <p className="test-transcript__empty muted">{t("agentTest.empty")}</p>;
  return (
    <ol
      ref={list}
      className="test-transcript"
      aria-label={t("agentTest.transcript")}
      aria-live="polite"
      aria-relevant="additions"
    >
      {turns.map((turn) =>
        turn.role === "user" ? (
          <li
            key={turn.id}
            className={
              turn.tentative ? "test-turn test-turn--user test-turn--tentative" : "test-turn test-turn--user"
            }
          >
            <span className="visually-hidden">
              {turn.tentative
                ? `${t("agentTest.you")} (${t("agentTest.tentative")}):`
                : `${t("agentTest.you")}:`}
            </span>{" "}
            {turn.text}
          </li>
        ) : (
          <li
            key={turn.id}
            className={
              turn.interrupted
                ? "test-turn test-turn--agent test-turn--interrupted"
                : "test-turn test-turn--agent"
            }
          >
            <span className="visually-hidden">{`${t("agentTest.agent")}:`}</span> {turn.text}
            {turn.unheard && (
              <span className="test-turn__unheard">
                {" "}
                <span className="visually-hidden">{`${t("agentTest.unheard")}:`}</span> {turn.unheard}
              </span>
            )}
            {turn.interrupted && (
              <span className="test-turn__mark">
                <Badge tone="warning">{t("agentTest.interrupted")}</Badge>
              </span>
            )}
          </li>
        ),
      )}
    </ol>
  );
}
