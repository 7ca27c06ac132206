import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SkeletonRows } from "./Skeleton.tsx";
import { ErrorState } from "./States.tsx";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** What to show while loading; skeleton rows by default. */
  loading?: ReactNode;
}

/** The three states of every data view: skeleton while loading, error with retry, then the data. */
export function QueryView<T>({ query, children, loading }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading ?? <SkeletonRows />}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
