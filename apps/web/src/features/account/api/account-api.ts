import { deleteAccount, requestEmailChange } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const startEmailChange = (newEmail: string, password: string) =>
  callOperation(requestEmailChange, { body: { new_email: newEmail, password } });

export const removeAccount = (emailConfirmation: string) =>
  callOperation(deleteAccount, { body: { email_confirmation: emailConfirmation } });
