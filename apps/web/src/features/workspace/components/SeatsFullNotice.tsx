import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../ui/Banner.tsx";
import { useWorkspace } from "../hooks/use-workspace.ts";

export const seatsFullNoticeId = "seats-full-notice";

/** Whether every seat of the workspace is taken (members and pending invites): inviting would be refused. */
export function useSeatsFull(): { full: boolean; max: number } {
  const workspace = useWorkspace();
  const data = workspace.data;
  return { full: Boolean(data && data.seats_used >= data.max_seats), max: data?.max_seats ?? 0 };
}

/**
 * Says up front why "Invite member" is off when every seat is taken, with the way out (free a seat, or a plan
 * with more), instead of letting an admin type an address only to be refused.
 */
export function SeatsFullNotice() {
  const { t } = useTranslation();
  const { full, max } = useSeatsFull();
  if (!full) return null;
  return (
    <Banner
      id={seatsFullNoticeId}
      tone="warning"
      actions={
        <Link className="btn btn--secondary btn--sm" to="/app/subscription">
          {t("common.seePlans")}
        </Link>
      }
    >
      {t("workspace.seatsFull", { max })}
    </Banner>
  );
}
