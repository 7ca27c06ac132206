import { Icon, type IconName } from "../../../ui/Icon.tsx";

const icons: Record<"file" | "url" | "text" | "folder", IconName> = {
  file: "file",
  url: "link",
  text: "fileText",
  folder: "folder",
};

/** A knowledge-base entry's type as an icon (its name says the type to assistive technology). */
export function EntryIcon({ type }: { type: keyof typeof icons }) {
  return (
    <span className={`kb-icon kb-icon--${type}`}>
      <Icon name={icons[type]} />
    </span>
  );
}
