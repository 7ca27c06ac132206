import {
  type ConversationResponse,
  type TriageTicketPriority,
  triageTicketLimits,
  triageTicketPriorities,
} from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { TextAreaField } from "../../agents/fields/TextAreaField.tsx";
import { createTicket, type NewTicket, ticketsQueryKey } from "../../agents/tickets/tickets-api.ts";
import { turnOptionLabel } from "./turn-option-label.ts";

/** The form: title, comment, priority, and optionally a comment on one turn of the transcript. */
function CreateTicketForm({
  conversation,
  onDone,
}: {
  conversation: ConversationResponse;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [comment, setComment] = useState("");
  const [priority, setPriority] = useState<TriageTicketPriority | "">("");
  const [turn, setTurn] = useState("");
  const [turnComment, setTurnComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: NewTicket) => createTicket(body),
    onSuccess: async (ticket) => {
      await queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
      // A conversation with an open ticket adds the report to it (the server's answer says which).
      const joined =
        ticket.ticket_comments.length > 0 || ticket.updated_at_unix_secs > ticket.created_at_unix_secs;
      toast.success(
        t(joined ? "tickets.create.joined" : "tickets.create.created", { title: ticket.title ?? "" }),
      );
      onDone();
    },
  });
  const turnError = save.error && isApiError(save.error) ? save.error.fieldMessage("turn_index") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onTurn = turn !== "" && turnComment.trim() !== "";
    if (!comment.trim() && !onTurn) {
      setProblem(t("tickets.create.needComment"));
      return;
    }
    setProblem(null);
    save.mutate({
      conversation_id: conversation.conversation_id,
      title: title.trim() || undefined,
      qa_comment: comment.trim() || undefined,
      priority: priority || undefined,
      turn_comments: onTurn ? [{ turn_index: Number(turn), comment: turnComment.trim() }] : undefined,
    });
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      {save.isError && !turnError && <Banner tone="danger">{errorMessage(save.error)}</Banner>}
      <TextField
        label={t("tickets.create.titleField")}
        hint={t("tickets.create.titleHint")}
        optional
        maxLength={triageTicketLimits.titleCharacters}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={t("tickets.create.comment")}
        rows={3}
        maxLength={triageTicketLimits.commentCharacters}
        value={comment}
        error={problem}
        onChange={(event) => setComment(event.target.value)}
      />
      <SelectField
        label={t("tickets.filters.priority")}
        placeholder={t("tickets.priorities.none")}
        options={triageTicketPriorities.map((value) => ({ value, label: t(`tickets.priorities.${value}`) }))}
        value={priority}
        onChange={(event) => setPriority(event.target.value as TriageTicketPriority | "")}
      />
      {conversation.transcript.length > 0 && (
        <>
          <SelectField
            label={t("tickets.create.turn")}
            placeholder={t("tickets.create.noTurn")}
            optional
            error={turnError}
            options={conversation.transcript.map((entry, index) => ({
              value: String(index),
              label: turnOptionLabel(
                index,
                entry.role === "agent"
                  ? t("conversations.transcript.agent")
                  : t("conversations.transcript.user"),
                entry.message,
              ),
            }))}
            value={turn}
            onChange={(event) => setTurn(event.target.value)}
          />
          {turn !== "" && (
            <TextAreaField
              label={t("tickets.create.turnComment")}
              rows={2}
              maxLength={triageTicketLimits.commentCharacters}
              value={turnComment}
              onChange={(event) => setTurnComment(event.target.value)}
            />
          )}
        </>
      )}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("tickets.create.submit")}
        </Button>
      </div>
    </form>
  );
}

/** "Create ticket" on a conversation's page: raises a triage ticket about it (editors and up). */
export function CreateTicketButton({ conversation }: { conversation: ConversationResponse }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="checkCircle" />
        {t("tickets.create.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("tickets.create.title")}>
        {open && <CreateTicketForm conversation={conversation} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
