import type { TranscriptEntry } from "@chorus/contract";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { formatDuration } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { formatSeconds } from "../conversation-format.ts";
import { TurnLlmUsage } from "./TurnLlmUsage.tsx";

interface ConversationTranscriptProps {
  transcript: readonly TranscriptEntry[];
  /** Plays the recording from a time (absent when there is no recording). */
  onSeek?: (seconds: number) => void;
  /** The recording's time now, to light the turn being heard (null when not playing from it). */
  time: number | null;
}

/** The id of a turn's element: `#turn-N` (from 0, as the API numbers turns) links to it (ticket turn comments). */
const turnAnchor = (index: number) => `turn-${index}`;

/**
 * The transcript may arrive after the page: once it is shown, the turn the address names is
 * scrolled into view and focused (the browser's own jump happened before it existed). A frame
 * later, so it comes after the app shell's own move to the page's top on navigation.
 */
function useScrollToLinkedTurn(shown: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!shown || !/^#turn-\d+$/.test(hash)) return;
    const frame = requestAnimationFrame(() => {
      const turn = document.getElementById(hash.slice(1));
      if (!turn) return;
      turn.scrollIntoView({ block: "center" });
      turn.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, hash]);
}

/** The time from the caller's end of speech to the agent's audio, else the turn's first metric. */
function latencySeconds(turn: TranscriptEntry): number | null {
  const metrics = turn.conversation_turn_metrics?.metrics;
  if (!metrics) return null;
  const metric = metrics.convai_user_speech_end_to_agent_audio ?? Object.values(metrics)[0];
  return metric ? metric.elapsed_time : null;
}

/** What an interrupted turn had still to say when the caller spoke over it. */
function unheardRest(turn: TranscriptEntry): string {
  const { message, original_message: original } = turn;
  if (!turn.interrupted || !original || !message || !original.startsWith(message)) return "";
  return original.slice(message.length).trim();
}

/** The turn being heard at `time`: the last one that started by then. */
function turnAt(transcript: readonly TranscriptEntry[], time: number | null): number {
  if (time === null) return -1;
  let found = -1;
  transcript.forEach((turn, index) => {
    if (turn.time_in_call_secs <= time + 0.05) found = index;
  });
  return found;
}

/**
 * Every turn with its time in the call: who spoke, what was said, interruptions (and what was not
 * heard), backchannels, typed messages, tool calls, the language model that wrote an agent turn (its
 * tokens and their cost) and its latency. With a recording, a turn's time button (or a click on the turn) plays from there.
 */
export function ConversationTranscript({ transcript, onSeek, time }: ConversationTranscriptProps) {
  const { t, i18n } = useTranslation();
  const active = turnAt(transcript, time);
  useScrollToLinkedTurn(transcript.length > 0);
  return (
    <Card title={t("conversations.transcript.title")}>
      {transcript.length === 0 ? (
        <p className="muted">{t("conversations.transcript.empty")}</p>
      ) : (
        <ol className="conv-transcript">
          {transcript.map((turn, index) => {
            const at = formatDuration(turn.time_in_call_secs);
            const latency = turn.role === "agent" ? latencySeconds(turn) : null;
            const unheard = unheardRest(turn);
            const classes = [
              "conv-turn",
              `conv-turn--${turn.role}`,
              turn.ignored_as_backchannel && "conv-turn--backchannel",
              onSeek && "conv-turn--seekable",
              index === active && "conv-turn--active",
            ]
              .filter(Boolean)
              .join(" ");
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere on the turn is a shortcut; its time button is the keyboard way to the same seek
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: turns have no id; the transcript only grows at its end
                key={index}
                id={turnAnchor(index)}
                // Focusable by script only: a link to the turn (#turn-N) moves the keyboard there.
                tabIndex={-1}
                className={classes}
                aria-current={index === active ? "true" : undefined}
                onClick={(event) => {
                  if (!onSeek || (event.target as HTMLElement).closest("button, a")) return;
                  onSeek(turn.time_in_call_secs);
                }}
              >
                <div className="conv-turn__head">
                  {onSeek ? (
                    <button
                      type="button"
                      className="conv-turn__time"
                      aria-label={t("conversations.transcript.playFrom", { time: at })}
                      onClick={() => onSeek(turn.time_in_call_secs)}
                    >
                      {at}
                    </button>
                  ) : (
                    <span className="conv-turn__time">{at}</span>
                  )}
                  <span className="conv-turn__role">
                    {turn.role === "agent"
                      ? t("conversations.transcript.agent")
                      : t("conversations.transcript.user")}
                  </span>
                  {turn.interrupted && (
                    <Badge tone="warning">{t("conversations.transcript.interrupted")}</Badge>
                  )}
                  {turn.ignored_as_backchannel && <Badge>{t("conversations.transcript.backchannel")}</Badge>}
                  {turn.role === "user" && turn.source_medium === "text" && (
                    <Badge>{t("conversations.transcript.typed")}</Badge>
                  )}
                </div>
                {turn.message && <p className="conv-turn__message">{turn.message}</p>}
                {unheard && (
                  <p className="conv-turn__unheard">
                    {t("conversations.transcript.notHeard", { text: unheard })}
                  </p>
                )}
                {turn.contextual_update_info && (
                  <p className="conv-turn__note">
                    {t("conversations.transcript.contextUpdate", { text: turn.contextual_update_info.text })}
                  </p>
                )}
                {turn.tool_calls.length > 0 && (
                  <ul className="conv-turn__tools">
                    {turn.tool_calls.map((call) => {
                      const result = turn.tool_results.find((r) => r.request_id === call.request_id);
                      const params = call.params_as_json.trim();
                      return (
                        <li key={call.request_id}>
                          <span>{t("conversations.transcript.tool", { name: call.tool_name })}</span>
                          {params && params !== "{}" && <code className="conv-turn__params">{params}</code>}
                          {result?.is_error && (
                            <Badge tone="danger">{t("conversations.transcript.toolError")}</Badge>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {(turn.producing_llm || latency !== null) && (
                  <p className="conv-turn__meta">
                    <TurnLlmUsage turn={turn} />
                    {latency !== null && (
                      <span>
                        {t("conversations.transcript.latency", {
                          latency: formatSeconds(latency, i18n.language, 2),
                        })}
                      </span>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
