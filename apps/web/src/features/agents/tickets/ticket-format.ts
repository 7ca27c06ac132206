import type { TriageTicketPriority, TriageTicketStatus } from "@chorus/contract";
import type { BadgeTone } from "../../../ui/Badge.tsx";

export const ticketStatusTones: Record<TriageTicketStatus, BadgeTone> = {
  open: "accent",
  in_progress: "warning",
  resolved: "success",
  cancelled: "neutral",
  merged: "neutral",
};

export const ticketPriorityTones: Record<TriageTicketPriority, BadgeTone> = {
  low: "neutral",
  medium: "accent",
  high: "warning",
  urgent: "danger",
};
