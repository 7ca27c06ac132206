import { type TriageTicket, triageTicketLimits } from "@chorus/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { formatDateTime } from "../../conversations/conversation-format.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { commentOnTicket } from "./tickets-api.ts";
import { useTicketChange } from "./use-ticket-change.ts";

/** The ticket's description and its comments on how to resolve it, oldest first, and a field to add one. */
export function TicketCommentsCard({ ticket, canEdit }: { ticket: TriageTicket; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = ticket.agentqa_ticket_id;
  const [text, setText] = useState("");
  const add = useTicketChange(id, (comment: string) => commentOnTicket(id, comment));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, {
      onSuccess: () => {
        setText("");
        toast.success(t("tickets.comments.added"));
      },
    });
  };
  return (
    <Card title={t("tickets.comments.title")}>
      <div className="stack">
        {ticket.qa_comment && (
          <div>
            <h3 className="ticket-comment__meta">{t("tickets.comments.description")}</h3>
            <p className="ticket-comment__text">{ticket.qa_comment}</p>
          </div>
        )}
        {ticket.ticket_comments.length === 0 ? (
          <p className="muted">{t("tickets.comments.none")}</p>
        ) : (
          <ol className="ticket-comments" aria-label={t("tickets.comments.title")}>
            {ticket.ticket_comments.map((comment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: comments have no id and are only ever added at the end
              <li key={index}>
                <span className="ticket-comment__meta">
                  {formatDateTime(comment.created_at_unix_secs, i18n.language)}
                </span>
                <p className="ticket-comment__text">{comment.comment}</p>
              </li>
            ))}
          </ol>
        )}
        {canEdit && (
          <form className="stack" onSubmit={submit}>
            <TextAreaField
              label={t("tickets.comments.field")}
              rows={3}
              maxLength={triageTicketLimits.commentCharacters}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {add.isError && <Banner tone="danger">{errorMessage(add.error)}</Banner>}
            <div>
              <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
                {t("tickets.comments.add")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
