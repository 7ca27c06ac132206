import { type AssignableRole, messages } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext, Ports } from "../context.ts";
import type { InviteRecord, WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { parseInviteEmails } from "./parse-invite-emails.ts";
import { assertSeatsAvailable, lockWorkspaceSeats, seatsUsed } from "./seats.ts";

export interface InviteRequest {
  emails: string[];
  role: AssignableRole;
  /** Where a bad address is reported in the 422 list, e.g. ["body", "emails"]. */
  field: (string | number)[];
}

/** The link in the invite mail: the web app picks the invite up from `invite_code` after sign-in or sign-up. */
export function inviteLink(ports: Ports, inviteId: string): string {
  return `${ports.settings.publicUrl.replace(/\/+$/, "")}/app/home?invite_code=${encodeURIComponent(inviteId)}`;
}

async function sendInviteMail(
  ports: Ports,
  invite: InviteRecord,
  workspace: WorkspaceRecord,
  inviterEmail: string | undefined,
): Promise<void> {
  const who = inviterEmail ?? "A workspace admin";
  await ports.mailer.send({
    to: invite.email,
    subject: `You have been invited to join ${workspace.name} on Chorus`,
    text: [
      `${who} invited you to join the workspace "${workspace.name}" on Chorus as ${invite.role}.`,
      "",
      `Accept the invite: ${inviteLink(ports, invite.id)}`,
      "",
      "If you do not have an account yet, sign up with this email address; the invite will be waiting.",
    ].join("\n"),
  });
}

/**
 * Invites people by email (admins). All addresses are invited or none: someone already in the
 * workspace or already invited refuses the request, and so does going over the plan's seats,
 * where each pending invite holds a seat (spec 000 §6). Mails go out after the invites are saved.
 */
export async function invitePeople(ctx: AuthenticatedContext, request: InviteRequest): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const emails = parseInviteEmails(request.emails, request.field);
  const { store } = ctx.ports;
  const { workspace, invites } = await store.transaction(async (tx) => {
    const workspace = await lockWorkspaceSeats(tx, ctx.workspaceId);
    for (const email of emails) {
      const user = await tx.users.findByEmail(email);
      if (user && (await tx.members.find(workspace.id, user.id))) {
        throw new DomainError("already_exists", messages.alreadyMember);
      }
      if (await tx.invites.findPending(workspace.id, email)) {
        throw new DomainError("already_exists", messages.inviteAlreadySent);
      }
    }
    assertSeatsAvailable(
      workspace,
      (await seatsUsed(tx, workspace.id)) + emails.length,
      ctx.ports.settings.billing,
    );
    const invites: InviteRecord[] = [];
    for (const email of emails) {
      invites.push(
        await tx.invites.insert({
          id: newId(),
          workspaceId: workspace.id,
          email,
          role: request.role,
          invitedByUserId: ctx.userId,
        }),
      );
    }
    return { workspace, invites };
  });
  const inviter = await store.users.findById(ctx.userId);
  for (const invite of invites) await sendInviteMail(ctx.ports, invite, workspace, inviter?.email);
}
