import type { UsageCharactersResponse } from "@chorus/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "../../../lib/format.ts";
import { chartGridStroke, chartTimeAxis, chartValueAxis } from "../../../ui/chart-theme.ts";
import { EmptyState } from "../../../ui/States.tsx";
import { dailyUsageRows, totalOf } from "../daily-usage.ts";
import { useProductName } from "../product-names.ts";

/** One colour per product, in order; picked to stay apart for common colour-vision deficiencies. */
const palette = ["#5b47e0", "#0f9d8a", "#e08a1e", "#d0417e", "#5f6b7a"];

/**
 * Credits used per day this period, one stacked bar per day with a segment per product. A table of
 * the same figures sits behind "Show as table" for screen readers and anyone who would rather read.
 */
export function UsageChart({ stats, empty }: { stats: UsageCharactersResponse; empty?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const productName = useProductName();
  const { rows, products } = dailyUsageRows(stats);
  const total = totalOf(rows, products);
  const day = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const compact = new Intl.NumberFormat(i18n.language, { notation: "compact" });
  if (total === 0) {
    if (empty) return empty;
    return (
      <EmptyState icon="wave" title={t("usage.chart.empty")}>
        {t("usage.chart.emptyText")}
      </EmptyState>
    );
  }
  return (
    <div className="stack">
      <div
        className="usage-chart"
        role="img"
        aria-label={t("usage.chart.summary", {
          total: formatNumber(total, i18n.language),
          days: rows.length,
        })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={chartGridStroke} />
            <XAxis dataKey="time" tickFormatter={(time: number) => day.format(time)} {...chartTimeAxis} />
            <YAxis tickFormatter={(value: number) => compact.format(value)} {...chartValueAxis} width={44} />
            <Tooltip
              cursor={{ fill: "rgb(91 71 224 / 0.08)" }}
              labelFormatter={(time) => day.format(Number(time))}
              formatter={(value, name) => [
                formatNumber(Number(value), i18n.language),
                productName(String(name)),
              ]}
              contentStyle={{ borderRadius: 8, borderColor: "#e4e3de", fontSize: 13 }}
            />
            <Legend
              formatter={(name) => productName(String(name))}
              iconType="circle"
              wrapperStyle={{ fontSize: 13 }}
            />
            {products.map((product, index) => (
              <Bar
                key={product}
                dataKey={product}
                stackId="usage"
                fill={palette[index % palette.length]}
                radius={index === products.length - 1 ? [3, 3, 0, 0] : 0}
                maxBarSize={28}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="usage-table">
        <summary>{t("usage.chart.showTable")}</summary>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("usage.chart.day")}</th>
                {products.map((product) => (
                  <th key={product} scope="col">
                    {productName(product)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time}>
                  <th scope="row">{day.format(row.time)}</th>
                  {products.map((product) => (
                    <td key={product}>{formatNumber(row[product] ?? 0, i18n.language)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
