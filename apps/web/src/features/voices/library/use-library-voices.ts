import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchLibraryPage, type LibraryFilters, libraryQueryKey } from "./library-api.ts";

/**
 * Explore's voices, page by page ("Show more" asks for the next). The previous results stay on
 * screen while a new filter loads, so typing in the search box does not flash a skeleton.
 */
export function useLibraryVoices(filters: LibraryFilters) {
  return useInfiniteQuery({
    queryKey: [...libraryQueryKey, filters],
    queryFn: ({ pageParam }) => fetchLibraryPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length : undefined),
    placeholderData: keepPreviousData,
  });
}
