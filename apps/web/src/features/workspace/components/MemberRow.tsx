import { type AssignableRole, assignableRoles, type WorkspaceMember } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";

export type MemberAction = "lock" | "unlock" | "remove" | "transfer";

interface MemberRowProps {
  member: WorkspaceMember;
  isSelf: boolean;
  canManage: boolean;
  callerIsOwner: boolean;
  onRoleChange: (member: WorkspaceMember, role: AssignableRole) => void;
  onAction: (member: WorkspaceMember, action: MemberAction) => void;
}

export function MemberRow({
  member,
  isSelf,
  canManage,
  callerIsOwner,
  onRoleChange,
  onAction,
}: MemberRowProps) {
  const { t, i18n } = useTranslation();
  // The owner is never demoted or locked, and admins do not change their own role.
  const editable = canManage && !member.is_owner && !isSelf;
  return (
    <tr>
      <td>
        <div className="row" style={{ flexWrap: "nowrap" }}>
          <span className="avatar">{(member.first_name || member.email).charAt(0)}</span>
          <div style={{ minWidth: 0 }}>
            <div className="cell-primary row" style={{ gap: 6 }}>
              {member.first_name || member.email}
              {isSelf && <Badge>{t("common.you")}</Badge>}
            </div>
            {member.first_name && <div className="cell-secondary">{member.email}</div>}
          </div>
        </div>
      </td>
      <td>
        {editable ? (
          <select
            className="select"
            style={{ height: 30, width: "auto" }}
            aria-label={t("workspace.roleFor", { email: member.email })}
            value={member.role}
            onChange={(event) => onRoleChange(member, event.target.value as AssignableRole)}
          >
            {assignableRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          <span className="row" style={{ gap: 6 }}>
            {member.is_owner && <Icon name="crown" />}
            {t(`roles.${member.role}`)}
          </span>
        )}
      </td>
      <td>
        <Badge tone={member.is_mfa_enabled ? "success" : "neutral"}>
          {member.is_mfa_enabled ? t("security.on") : t("security.off")}
        </Badge>
      </td>
      <td>{formatDate(member.joined_at_unix, i18n.language)}</td>
      <td>
        {member.is_locked ? (
          <Badge tone="danger">{t("workspace.locked")}</Badge>
        ) : (
          <Badge tone="success">{t("workspace.active")}</Badge>
        )}
      </td>
      <td className="table__actions">
        {editable && (
          <Menu
            label={t("workspace.actionsFor", { email: member.email })}
            labelTrigger
            triggerClassName="btn btn--ghost btn--sm btn--icon"
            trigger={<Icon name="settings" />}
          >
            {(close) => (
              <>
                <MenuItem
                  icon={member.is_locked ? "unlock" : "lock"}
                  close={close}
                  onSelect={() => onAction(member, member.is_locked ? "unlock" : "lock")}
                >
                  {member.is_locked ? t("workspace.unlock") : t("workspace.lock")}
                </MenuItem>
                {callerIsOwner && (
                  <MenuItem icon="crown" close={close} onSelect={() => onAction(member, "transfer")}>
                    {t("workspace.transfer")}
                  </MenuItem>
                )}
                <div className="menu__separator" />
                <MenuItem icon="trash" danger close={close} onSelect={() => onAction(member, "remove")}>
                  {t("common.remove")}
                </MenuItem>
              </>
            )}
          </Menu>
        )}
      </td>
    </tr>
  );
}
