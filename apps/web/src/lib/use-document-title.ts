import { useEffect } from "react";

/** Sets the tab title to "<page> · Chorus" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Chorus` : "Chorus";
  }, [title]);
}
