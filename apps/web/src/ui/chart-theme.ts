/**
 * The look every recharts chart shares, so charts read as one product: the grid, the axes and their
 * ticks. Colours are the design tokens' values (recharts draws SVG attributes, not CSS).
 */
export const chartGridStroke = "#e4e3de";

const tick = { fontSize: 12, fill: "#5f5e66" };

/** The time axis along the bottom. */
export const chartTimeAxis = {
  tickLine: false,
  axisLine: { stroke: "#cfcdc6" },
  tick,
  minTickGap: 16,
} as const;

/** A value axis: no line, integer ticks. */
export const chartValueAxis = {
  tickLine: false,
  axisLine: false,
  tick,
  allowDecimals: false,
} as const;
