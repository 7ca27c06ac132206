import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { refreshAfterWorkspaceChange } from "../../../lib/auth/session.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu } from "../../../ui/Menu.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { moveToWorkspace } from "../api/workspace-api.ts";
import { useWorkspace, useWorkspaces } from "../hooks/use-workspace.ts";

/** The current workspace's name; a menu to move the session to another one when there are several. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const toast = useToast();
  const workspace = useWorkspace();
  const workspaces = useWorkspaces();
  const list = workspaces.data?.workspaces ?? [];
  const name = workspace.data?.name ?? "";

  const switchTo = async (workspaceId: string, workspaceName: string) => {
    try {
      await moveToWorkspace(workspaceId);
      await refreshAfterWorkspaceChange();
      toast.success(t("workspace.switched", { workspace: workspaceName }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const label = (
    <>
      <span className="workspace-chip__mark" aria-hidden="true">
        {name.charAt(0) || "·"}
      </span>
      <span className="workspace-chip__name">{name}</span>
      {list.length > 1 && <Icon name="chevronDown" size={14} />}
    </>
  );

  if (list.length <= 1) return <div className="workspace-chip">{label}</div>;
  return (
    <Menu
      label={t("nav.switchWorkspace")}
      triggerClassName="workspace-chip workspace-chip--button"
      trigger={label}
    >
      {(close) => (
        <>
          <div className="menu__label">{t("nav.workspaces")}</div>
          {list.map((item) => (
            <button
              key={item.workspace_id}
              type="button"
              role="menuitemradio"
              aria-checked={item.is_current}
              className="menu__item"
              onClick={() => {
                close();
                if (!item.is_current) void switchTo(item.workspace_id, item.name);
              }}
            >
              <Icon name={item.is_current ? "check" : "building"} />
              <span style={{ flex: 1 }}>{item.name}</span>
              <span className="subtle">{t(`roles.${item.role}`)}</span>
            </button>
          ))}
        </>
      )}
    </Menu>
  );
}
