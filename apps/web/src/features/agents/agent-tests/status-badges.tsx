import type { TestRunResponse } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";
import type { InvocationStatus } from "./invocation-status.ts";

const invocationTones: Record<InvocationStatus, BadgeTone> = {
  running: "accent",
  passed: "success",
  failed: "danger",
  cancelled: "warning",
};

const runTones: Record<TestRunResponse["status"], BadgeTone> = {
  pending: "neutral",
  passed: "success",
  failed: "danger",
  cancelled: "warning",
};

export function InvocationStatusBadge({ status }: { status: InvocationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={invocationTones[status]}>{t(`agentTests.invocation.status.${status}`)}</Badge>;
}

export function RunStatusBadge({ status }: { status: TestRunResponse["status"] }) {
  const { t } = useTranslation();
  return <Badge tone={runTones[status]}>{t(`agentTests.invocation.run.${status}`)}</Badge>;
}
