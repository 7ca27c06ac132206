import type { ReactNode } from "react";

export interface DataTableColumn {
  /** Stable key for React. */
  key: string;
  label: ReactNode;
  /** The row-actions column: right-aligned, its header read by screen readers only. */
  actions?: boolean;
}

interface DataTableProps {
  columns: DataTableColumn[];
  /** The `<tr>` rows. */
  children: ReactNode;
}

/** The one table shell every list uses: horizontal scroll on small screens, scoped column headers. */
export function DataTable({ columns, children }: DataTableProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) =>
              column.actions ? (
                <th key={column.key} scope="col" className="table__actions">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ) : (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * The leading check-box column of a table whose rows can be selected together: its header box
 * selects or clears every row (`onChange` gets the new state).
 */
export function selectAllColumn({
  label,
  checked,
  className,
  onChange,
}: {
  label: string;
  checked: boolean;
  className: string;
  onChange: (selected: boolean) => void;
}): DataTableColumn {
  return {
    key: "select",
    label: (
      <input
        type="checkbox"
        className={className}
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    ),
  };
}
