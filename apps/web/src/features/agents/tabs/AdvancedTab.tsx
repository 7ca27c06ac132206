import { agentLimits, type ConversationConfig, conversationClientEvents } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import { PrivacySettings } from "./PrivacySettings.tsx";
import type { AgentTabProps } from "./tab-props.ts";

type Eagerness = ConversationConfig["turn"]["turn_eagerness"];
const eagernessLevels: readonly Eagerness[] = ["patient", "normal", "eager"];
type ClientEvent = (typeof conversationClientEvents)[number];

/** What a timeout goes back to when it is switched on again. */
const defaultTurnTimeout = 7;
const defaultSilenceTimeout = 60;

/** The Advanced tab: turn-taking, how long a call may last, text only, client events and privacy. */
export function AdvancedTab(props: AgentTabProps) {
  const { draft, change, problems } = props;
  const { t } = useTranslation();
  const turn = draft.conversation_config.turn;
  const conversation = draft.conversation_config.conversation;
  const seconds = t("agents.advanced.seconds");
  return (
    <div className="stack">
      <Card title={t("agents.advanced.turns")} description={t("agents.advanced.turnsDescription")}>
        <div className="stack">
          <Switch
            label={t("agents.advanced.noTurnTimeout")}
            description={t("agents.advanced.turnTimeoutHint")}
            checked={turn.turn_timeout === -1}
            onChange={(event) => {
              const none = event.target.checked;
              change((d) => {
                d.conversation_config.turn.turn_timeout = none ? -1 : defaultTurnTimeout;
              });
            }}
          />
          {turn.turn_timeout !== -1 && (
            <NumberField
              label={t("agents.advanced.turnTimeout")}
              unit={seconds}
              min={agentLimits.turnTimeoutSeconds.min}
              max={agentLimits.turnTimeoutSeconds.max}
              value={turn.turn_timeout}
              error={problems.at(["conversation_config", "turn", "turn_timeout"])}
              onChange={(value) =>
                change((d) => {
                  d.conversation_config.turn.turn_timeout = value;
                })
              }
            />
          )}
          <Switch
            label={t("agents.advanced.endOnSilence")}
            description={t("agents.advanced.endOnSilenceHint")}
            checked={turn.silence_end_call_timeout !== -1}
            onChange={(event) => {
              const on = event.target.checked;
              change((d) => {
                d.conversation_config.turn.silence_end_call_timeout = on ? defaultSilenceTimeout : -1;
              });
            }}
          />
          {turn.silence_end_call_timeout !== -1 && (
            <NumberField
              label={t("agents.advanced.silenceTimeout")}
              unit={seconds}
              min={agentLimits.silenceEndCallSeconds.min}
              max={agentLimits.silenceEndCallSeconds.max}
              value={turn.silence_end_call_timeout}
              error={problems.at(["conversation_config", "turn", "silence_end_call_timeout"])}
              onChange={(value) =>
                change((d) => {
                  d.conversation_config.turn.silence_end_call_timeout = value;
                })
              }
            />
          )}
          <div className="stack-sm">
            <span className="field__label" aria-hidden="true">
              {t("agents.advanced.eagerness")}
            </span>
            <SegmentedControl
              label={t("agents.advanced.eagerness")}
              name="turn-eagerness"
              options={eagernessLevels}
              optionLabel={(level) => t(`agents.advanced.eagernessLevels.${level}`)}
              value={turn.turn_eagerness}
              onChange={(level) =>
                change((d) => {
                  d.conversation_config.turn.turn_eagerness = level;
                })
              }
            />
            <p className="field__hint">{t("agents.advanced.eagernessHint")}</p>
          </div>
        </div>
      </Card>
      <Card title={t("agents.advanced.conversation")}>
        <div className="stack">
          <NumberField
            label={t("agents.advanced.maxDuration")}
            unit={seconds}
            min={1}
            max={agentLimits.maxDurationSeconds}
            value={conversation.max_duration_seconds}
            error={problems.at(["conversation_config", "conversation", "max_duration_seconds"])}
            onChange={(value) =>
              change((d) => {
                d.conversation_config.conversation.max_duration_seconds = value;
              })
            }
          />
          <Switch
            label={t("agents.advanced.textOnly")}
            description={t("agents.advanced.textOnlyHint")}
            checked={conversation.text_only}
            onChange={(event) => {
              const on = event.target.checked;
              change((d) => {
                d.conversation_config.conversation.text_only = on;
              });
            }}
          />
          <fieldset className="agent-checks agent-checks--grid">
            <legend className="field__label">{t("agents.advanced.clientEvents")}</legend>
            <p className="field__hint agent-checks__hint">{t("agents.advanced.clientEventsHint")}</p>
            {conversationClientEvents.map((name: ClientEvent) => (
              <label key={name} className="check">
                <input
                  type="checkbox"
                  checked={conversation.client_events.includes(name)}
                  onChange={(event) => {
                    const on = event.target.checked;
                    change((d) => {
                      const events = d.conversation_config.conversation.client_events.filter(
                        (e) => e !== name,
                      );
                      d.conversation_config.conversation.client_events = on ? [...events, name] : events;
                    });
                  }}
                />
                <code>{name}</code>
              </label>
            ))}
          </fieldset>
        </div>
      </Card>
      <PrivacySettings {...props} />
    </div>
  );
}
