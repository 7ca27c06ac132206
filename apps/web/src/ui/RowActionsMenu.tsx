import type { IconName } from "./Icon.tsx";
import { Icon } from "./Icon.tsx";
import { Menu, MenuItem } from "./Menu.tsx";

export interface RowAction {
  icon: IconName;
  label: string;
  danger?: boolean;
  onSelect: () => void;
}

/**
 * The "more" menu at the end of a table row: an icon-only trigger named by `label` (say which row,
 * "Actions for Orders"), one item per action; actions left out (false) are not shown.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: (RowAction | false)[] }) {
  return (
    <Menu
      label={label}
      labelTrigger
      triggerClassName="btn btn--ghost btn--sm btn--icon"
      trigger={<Icon name="more" />}
    >
      {(close) =>
        actions.map(
          (action) =>
            action && (
              <MenuItem
                key={action.label}
                icon={action.icon}
                danger={action.danger}
                close={close}
                onSelect={action.onSelect}
              >
                {action.label}
              </MenuItem>
            ),
        )
      }
    </Menu>
  );
}
