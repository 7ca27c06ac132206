import { Icon } from "../../../ui/Icon.tsx";
import { isCollectionIconName } from "./collection-icons.ts";

/** A collection's icon: one of the app's icons by name, or the text it was given (an emoji from another client). */
export function CollectionIcon({ icon, size = 18 }: { icon: string; size?: number }) {
  if (isCollectionIconName(icon)) return <Icon name={icon} size={size} aria-hidden="true" />;
  return <span aria-hidden="true">{icon}</span>;
}
