import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { conversationPath } from "../../conversations/conversation-path.ts";
import { AudioOrb } from "./AudioOrb.tsx";
import { CallMeter } from "./CallMeter.tsx";
import { LiveTranscriptView } from "./LiveTranscriptView.tsx";
import { MicrophoneProblemBanner } from "./MicrophoneProblemBanner.tsx";
import { testCallCreditsPerMinute } from "./test-call-cost.ts";
import { type TestCallKind, useTestCall } from "./use-test-call.ts";
import "./test-panel.css";

/**
 * "Test agent" beside the agent's settings (issue 18 §6): a voice call through the microphone or a
 * text chat with the saved agent, charged at the development rate. It shows the live transcript,
 * the sound of the call, the cost so far, and afterwards a link to the conversation in the history.
 * Enter sends a typed message (in a voice call too); Escape ends the call.
 */
export function TestAgentPanel({ agentId, unsaved }: { agentId: string; unsaved: boolean }) {
  const { t, i18n } = useTranslation();
  const call = useTestCall(agentId);
  const titleId = useId();
  const [message, setMessage] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const historyLink = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLElement>(null);
  const running = call.phase === "connecting" || call.phase === "connected";

  // Typing is the next thing to do once connected; after the call, its conversation.
  useEffect(() => {
    if (call.phase === "connected") input.current?.focus();
    const focusInPanel =
      panel.current?.contains(document.activeElement) || document.activeElement === document.body;
    if (call.phase === "ended" && focusInPanel) historyLink.current?.focus();
  }, [call.phase]);

  const start = (kind: TestCallKind) => {
    setMessage("");
    void call.start(kind);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (call.send(message)) setMessage("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !running) return;
    event.preventDefault();
    call.end();
  };

  const microphone = call.problem && call.problem.kind !== "failed" ? call.problem.kind : null;
  return (
    <section ref={panel} className="card test-panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className="card__header">
        <div>
          <h2 className="card__title" id={titleId}>
            {t("agentTest.title")}
          </h2>
          <p className="card__description">
            {t("agentTest.description", { rate: formatNumber(testCallCreditsPerMinute, i18n.language) })}
          </p>
        </div>
      </header>
      <div className="card__body stack">
        {unsaved && <Banner tone="info">{t("agentTest.unsaved")}</Banner>}
        {microphone && <MicrophoneProblemBanner problem={microphone} onChat={() => start("chat")} />}
        {call.problem?.kind === "failed" && (
          <Banner tone="danger" title={t("agentTest.failed")}>
            {call.problem.message}
          </Banner>
        )}

        {running ? (
          <div className="test-panel__status">
            {call.phase === "connecting" ? (
              <span className="test-panel__state" role="status">
                <Spinner />
                {t("agentTest.connecting")}
              </span>
            ) : (
              <span className="test-panel__state" role="status">
                {call.kind === "voice"
                  ? call.mode === "speaking"
                    ? t("agentTest.speaking")
                    : t("agentTest.listening")
                  : t("agentTest.chatting")}
              </span>
            )}
            <Button variant="danger" size="sm" onClick={call.end}>
              <Icon name="close" />
              {call.phase === "connecting" ? t("agentTest.cancel") : t("agentTest.endCall")}
            </Button>
          </div>
        ) : (
          <div className="test-panel__start">
            <Button variant="primary" onClick={() => start("voice")}>
              <Icon name="mic" />
              {t("agentTest.startCall")}
            </Button>
            <Button onClick={() => start("chat")}>
              <Icon name="message" />
              {t("agentTest.chat")}
            </Button>
          </div>
        )}

        {call.phase === "connected" && call.kind === "voice" && (
          <AudioOrb levels={call.levels} speaking={call.mode === "speaking"} />
        )}
        {call.connectedAt !== null && <CallMeter connectedAt={call.connectedAt} endedAt={call.endedAt} />}

        {(call.phase !== "idle" || call.transcript.turns.length > 0) && (
          <LiveTranscriptView turns={call.transcript.turns} />
        )}

        {call.phase === "connected" && (
          <form className="test-panel__compose" onSubmit={submit}>
            <TextField
              ref={input}
              label={t("agentTest.message")}
              hideLabel
              placeholder={t("agentTest.messagePlaceholder")}
              value={message}
              autoComplete="off"
              onChange={(event) => {
                setMessage(event.target.value);
                call.typing();
              }}
            />
            <Button type="submit" variant="primary" disabled={!message.trim()}>
              {t("agentTest.send")}
            </Button>
          </form>
        )}
        {running && <p className="field__hint">{t("agentTest.keys")}</p>}

        {call.phase === "ended" && call.ending && (
          <div className="test-panel__ended" role="status">
            <p className="test-panel__ended-title">{t("agentTest.ended.title")}</p>
            <p className="muted">
              {call.ending.by === "error"
                ? t("agentTest.ended.error", { message: call.ending.message })
                : t(`agentTest.ended.${call.ending.by}`)}
            </p>
            {call.conversationId && (
              <Link ref={historyLink} to={conversationPath(call.conversationId)}>
                {t("agentTest.openConversation")}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
