import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Icon, type IconName } from "./Icon.tsx";

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(".menu__item") ?? []);
}

interface MenuProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  /** Names the menu; also names the trigger when `labelTrigger` is set (icon-only triggers). */
  label: string;
  labelTrigger?: boolean;
  triggerClassName?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A dropdown menu: the trigger toggles it, arrow keys move between items, Escape and outside
 * clicks close it and focus returns to the trigger. Items are buttons or links with class `menu__item`.
 */
export function Menu({
  trigger,
  label,
  labelTrigger,
  triggerClassName = "btn btn--ghost",
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  // Fixed to the viewport so a menu inside a scrolling table is never clipped.
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const items = () => menuItems(root.current);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(root.current)[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onMove = () => setOpen(false);
    document.addEventListener("mousedown", onPointer);
    window.addEventListener("resize", onMove);
    window.addEventListener("scroll", onMove, true);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      window.removeEventListener("resize", onMove);
      window.removeEventListener("scroll", onMove, true);
    };
  }, [open]);

  const toggle = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect) setPosition({ top: rect.bottom + 6, right: Math.max(window.innerWidth - rect.right, 8) });
    setOpen((value) => !value);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      list[(index + 1) % list.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      list[(index - 1 + list.length) % list.length]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape for the trigger and items inside
    <div className="menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={labelTrigger ? label : undefined}
        onClick={toggle}
      >
        {trigger}
      </button>
      {open && (
        <div
          className="menu__panel"
          id={panelId}
          role="menu"
          aria-label={label}
          style={position ? { position: "fixed", top: position.top, right: position.right } : undefined}
        >
          {children(() => close())}
        </div>
      )}
    </div>
  );
}

interface MenuItemProps {
  icon: IconName;
  /** Closes the menu first (focus back on the trigger), then runs. */
  onSelect: () => void;
  close: () => void;
  danger?: boolean;
  children: ReactNode;
}

/** An action in a `Menu`: an icon and a label; `danger` for destructive actions. */
export function MenuItem({ icon, onSelect, close, danger, children }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      className={danger ? "menu__item menu__item--danger" : "menu__item"}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}
