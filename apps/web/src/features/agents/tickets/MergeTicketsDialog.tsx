import type { TriageTicket } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { mergeTickets } from "./tickets-api.ts";

interface MergeTicketsDialogProps {
  /** The selected tickets (at least two, of one agent), or null when closed. */
  tickets: readonly TriageTicket[] | null;
  onClose: () => void;
  onMerged: (kept: TriageTicket) => void;
}

/** Pick the ticket to keep; the others are merged into it. */
function MergeForm({
  tickets,
  onClose,
  onMerged,
}: { tickets: readonly TriageTicket[] } & Omit<MergeTicketsDialogProps, "tickets">) {
  const { t } = useTranslation();
  const name = useId();
  const [keep, setKeep] = useState(tickets[0]!.agentqa_ticket_id);
  const merge = useMutation({
    mutationFn: () =>
      mergeTickets(
        keep,
        tickets.map((ticket) => ticket.agentqa_ticket_id).filter((id) => id !== keep),
      ),
    onSuccess: onMerged,
  });
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        merge.mutate();
      }}
    >
      <fieldset className="ticket-merge">
        <legend>{t("tickets.merge.keep")}</legend>
        {tickets.map((ticket) => (
          <label key={ticket.agentqa_ticket_id} className="ticket-merge__choice">
            <input
              type="radio"
              name={name}
              value={ticket.agentqa_ticket_id}
              checked={keep === ticket.agentqa_ticket_id}
              onChange={() => setKeep(ticket.agentqa_ticket_id)}
            />
            {ticket.title || ticket.agentqa_ticket_id}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t("tickets.merge.text")}</p>
      {merge.isError && <Banner tone="danger">{errorMessage(merge.error)}</Banner>}
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose} disabled={merge.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={merge.isPending}>
          {t("tickets.merge.confirm", { count: tickets.length })}
        </Button>
      </div>
    </form>
  );
}

export function MergeTicketsDialog({ tickets, onClose, onMerged }: MergeTicketsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={tickets !== null} onClose={onClose} title={t("tickets.merge.title")}>
      {tickets && <MergeForm tickets={tickets} onClose={onClose} onMerged={onMerged} />}
    </Dialog>
  );
}
