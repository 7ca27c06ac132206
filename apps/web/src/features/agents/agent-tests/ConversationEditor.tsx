import { agentTestingLimits } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import type { TurnDraft } from "./test-draft.ts";

/**
 * The conversation a test gives the agent: messages of the user and the agent in order, each
 * removable; a new message is the other speaker's. The last one must be the user's.
 */
export function ConversationEditor({
  turns,
  onChange,
  problem,
}: {
  turns: readonly TurnDraft[];
  onChange: (turns: TurnDraft[]) => void;
  /** Shown under the last message. */
  problem: string | null;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TurnDraft>) =>
    onChange(turns.map((turn, at) => (at === index ? { ...turn, ...patch } : turn)));
  const add = () =>
    onChange([...turns, { role: turns.at(-1)?.role === "user" ? "agent" : "user", message: "" }]);
  return (
    <fieldset className="agent-test-fieldset">
      <legend className="field__label">{t("agentTests.editor.conversation")}</legend>
      <p className="field__hint">{t("agentTests.editor.conversationHint")}</p>
      <ol className="agent-test-turns">
        {turns.map((turn, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: turns have no identity but their place
            <li key={index} className="agent-test-turn">
              <SelectField
                label={t("agentTests.editor.speaker", { number })}
                hideLabel
                value={turn.role}
                options={[
                  { value: "user", label: t("agentTests.editor.user") },
                  { value: "agent", label: t("agentTests.editor.agent") },
                ]}
                onChange={(event) => update(index, { role: event.target.value as TurnDraft["role"] })}
              />
              <TextAreaField
                label={t("agentTests.editor.message", { number })}
                hideLabel
                placeholder={t("agentTests.editor.message", { number })}
                rows={2}
                value={turn.message}
                maxLength={agentTestingLimits.messageCharacters}
                error={index === turns.length - 1 ? problem : null}
                onChange={(event) => update(index, { message: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t("agentTests.editor.removeMessage", { number })}
                disabled={turns.length === 1}
                onClick={() => onChange(turns.filter((_, at) => at !== index))}
              >
                <Icon name="trash" />
              </Button>
            </li>
          );
        })}
      </ol>
      {turns.length < agentTestingLimits.chatHistoryTurns && (
        <Button size="sm" onClick={add}>
          <Icon name="plus" />
          {t("agentTests.editor.addMessage")}
        </Button>
      )}
    </fieldset>
  );
}
