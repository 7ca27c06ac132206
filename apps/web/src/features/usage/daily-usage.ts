import type { UsageCharactersResponse } from "@chorus/contract";

export interface DailyUsageRow {
  /** Bucket start, milliseconds. */
  time: number;
  [product: string]: number;
}

/** `usage.get`'s parallel arrays as one row per day, with every product as a column (for the stacked bars). */
export function dailyUsageRows(stats: UsageCharactersResponse): {
  rows: DailyUsageRow[];
  products: string[];
} {
  const products = Object.keys(stats.usage).filter((product) =>
    stats.usage[product]!.some((value) => value > 0),
  );
  const rows = stats.time.map((time, index) => {
    const row: DailyUsageRow = { time };
    for (const product of products) row[product] = stats.usage[product]![index] ?? 0;
    return row;
  });
  return { rows, products };
}

export function totalOf(rows: DailyUsageRow[], products: string[]): number {
  return rows.reduce((sum, row) => sum + products.reduce((day, product) => day + (row[product] ?? 0), 0), 0);
}
