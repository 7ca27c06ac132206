import { type TriageTicket, triageTicketLimits } from "@chorus/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { turnPath } from "../../conversations/conversation-path.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { commentOnTurn } from "./tickets-api.ts";
import { useTicketChange } from "./use-ticket-change.ts";

/**
 * What went wrong at single turns: each with a link to that turn of its conversation (turns are
 * numbered from 1 on screen, from 0 on the wire), and a form to comment on a turn of the ticket's
 * first conversation.
 */
export function TicketTurnCommentsCard({ ticket, canEdit }: { ticket: TriageTicket; canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = ticket.agentqa_ticket_id;
  const firstConversation = ticket.conversation_ids[0];
  const [turn, setTurn] = useState("");
  const [text, setText] = useState("");
  const add = useTicketChange(id, (input: { turnIndex: number; comment: string }) =>
    commentOnTurn(id, input.turnIndex, input.comment),
  );
  const turnNumber = Number(turn);
  const validTurn = Number.isInteger(turnNumber) && turnNumber >= 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validTurn || !text.trim()) return;
    add.mutate(
      { turnIndex: turnNumber - 1, comment: text },
      {
        onSuccess: () => {
          setText("");
          setTurn("");
          toast.success(t("tickets.turns.added"));
        },
      },
    );
  };
  const turnError = add.error && isApiError(add.error) ? add.error.fieldMessage("turn_index") : undefined;
  return (
    <Card title={t("tickets.turns.title")}>
      <div className="stack">
        {ticket.turn_comments.length === 0 ? (
          <p className="muted">{t("tickets.turns.none")}</p>
        ) : (
          <ol className="ticket-comments" aria-label={t("tickets.turns.title")}>
            {ticket.turn_comments.map((comment, index) => {
              const conversationId = comment.conversation_id ?? firstConversation;
              const label = t("tickets.turns.turn", { number: comment.turn_index + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: turn comments have no id and are only ever added at the end
                <li key={index}>
                  <span className="ticket-comment__meta">
                    {conversationId ? (
                      <Link to={turnPath(conversationId, comment.turn_index)}>{label}</Link>
                    ) : (
                      label
                    )}
                  </span>
                  <p className="ticket-comment__text">{comment.comment}</p>
                </li>
              );
            })}
          </ol>
        )}
        {canEdit && firstConversation && (
          <form className="stack" onSubmit={submit}>
            <TextField
              label={t("tickets.turns.number")}
              type="number"
              min={1}
              max={triageTicketLimits.maxTurnIndex + 1}
              inputMode="numeric"
              value={turn}
              error={turnError}
              onChange={(event) => setTurn(event.target.value)}
            />
            <TextAreaField
              label={t("tickets.turns.field")}
              rows={2}
              maxLength={triageTicketLimits.commentCharacters}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {add.isError && !turnError && <Banner tone="danger">{errorMessage(add.error)}</Banner>}
            <div>
              <Button type="submit" loading={add.isPending} disabled={!validTurn || !text.trim()}>
                {t("tickets.turns.add")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
