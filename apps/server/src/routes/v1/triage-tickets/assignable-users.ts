import { listTriageTicketAssignableUsers as listAssignableUsersOperation } from "@chorus/contract";
import { listTriageTicketAssignableUsers } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAssignableUser } from "../../../presenters/triage-ticket-presenter.ts";

export const assignableUsersRoute = bindOperation(listAssignableUsersOperation, async ({ ctx, params }) =>
  (await listTriageTicketAssignableUsers(ctx, params.agent_id)).map(presentAssignableUser),
);
