import {
  activateSms as activateSmsOperation,
  activateTotp as activateTotpOperation,
  enrollTotp as enrollTotpOperation,
  getMfaStatus as getMfaStatusOperation,
  regenerateBackupCodes as regenerateBackupCodesOperation,
} from "@chorus/contract";
import { activateSms, activateTotp, enrollTotp, getMfaStatus, regenerateBackupCodes } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMfaStatus, presentTotpEnrolment } from "../../../presenters/mfa-presenter.ts";

export const getMfaStatusRoute = bindOperation(getMfaStatusOperation, async ({ ctx }) =>
  presentMfaStatus(await getMfaStatus(ctx)),
);

export const enrollTotpRoute = bindOperation(enrollTotpOperation, async ({ ctx }) =>
  presentTotpEnrolment(await enrollTotp(ctx)),
);

export const activateTotpRoute = bindOperation(activateTotpOperation, async ({ ctx, body }) => ({
  backup_codes: await activateTotp(ctx, { code: body.code }),
}));

export const activateSmsRoute = bindOperation(activateSmsOperation, async ({ ctx, body }) => ({
  backup_codes: await activateSms(ctx, { code: body.code }),
}));

export const regenerateBackupCodesRoute = bindOperation(regenerateBackupCodesOperation, async ({ ctx }) => ({
  backup_codes: await regenerateBackupCodes(ctx),
}));
