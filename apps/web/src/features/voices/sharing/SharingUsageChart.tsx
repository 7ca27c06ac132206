import { useTranslation } from "react-i18next";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { formatNumber } from "../../../lib/format.ts";
import { chartGridStroke, chartTimeAxis, chartValueAxis } from "../../../ui/chart-theme.ts";
import type { ActivityRange, ActivityRow } from "./activity-series.ts";

/** The usage page's colours: characters in the accent, adds in teal. */
const colors = { characters: "#5b47e0", addedBy: "#0f9d8a" };

/**
 * Characters spoken with the voice's copies (bars) and how many workspaces had added it (a step
 * line on its own axis), over the chosen range; "Show as table" has the same figures to read.
 */
export function SharingUsageChart({ rows, range }: { rows: ActivityRow[]; range: ActivityRange }) {
  const { t, i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(
    i18n.language,
    range === "12m"
      ? { month: "short", year: "2-digit", timeZone: "UTC" }
      : { month: "short", day: "numeric", timeZone: "UTC" },
  );
  const compact = new Intl.NumberFormat(i18n.language, { notation: "compact" });
  const total = rows.reduce((sum, row) => sum + row.characters, 0);
  const names: Record<string, string> = {
    characters: t("voiceLibrary.activity.characters"),
    addedBy: t("voiceLibrary.activity.addedBy"),
  };
  return (
    <div className="stack">
      <div
        className="sharing-chart"
        role="img"
        aria-label={t("voiceLibrary.activity.chartSummary", {
          total: formatNumber(total, i18n.language),
          added: rows.at(-1)?.addedBy ?? 0,
        })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={chartGridStroke} />
            <XAxis dataKey="time" tickFormatter={(time: number) => label.format(time)} {...chartTimeAxis} />
            <YAxis
              yAxisId="characters"
              tickFormatter={(value: number) => compact.format(value)}
              {...chartValueAxis}
              width={44}
            />
            <YAxis yAxisId="addedBy" orientation="right" {...chartValueAxis} width={32} />
            <Tooltip
              cursor={{ fill: "rgb(91 71 224 / 0.08)" }}
              labelFormatter={(time) => label.format(Number(time))}
              formatter={(value, name) => [
                formatNumber(Number(value), i18n.language),
                names[String(name)] ?? name,
              ]}
              contentStyle={{ borderRadius: 8, borderColor: "#e4e3de", fontSize: 13 }}
            />
            <Legend
              formatter={(name) => names[String(name)] ?? name}
              iconType="circle"
              wrapperStyle={{ fontSize: 13 }}
            />
            <Bar
              yAxisId="characters"
              dataKey="characters"
              fill={colors.characters}
              radius={[3, 3, 0, 0]}
              maxBarSize={28}
            />
            <Line
              yAxisId="addedBy"
              dataKey="addedBy"
              type="stepAfter"
              stroke={colors.addedBy}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="sharing-table">
        <summary>{t("usage.chart.showTable")}</summary>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">
                  {range === "12m" ? t("voiceLibrary.activity.month") : t("usage.chart.day")}
                </th>
                <th scope="col">{names.characters}</th>
                <th scope="col">{names.addedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time}>
                  <th scope="row">{label.format(row.time)}</th>
                  <td>{formatNumber(row.characters, i18n.language)}</td>
                  <td>{formatNumber(row.addedBy, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
