/**
 * Axis helpers of the Progress charts: a round top for the value axis and which category labels fit.
 */

/**
 * The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at least `max`, and its tick step, so
 * the axis reads 0, 25, 50, 75, 100 rather than 0, 23, 46, 69, 92.
 * @example niceScale(92) // { top: 100, step: 25 }
 */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: ticks, step: 1 };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const whole = Math.max(1, Math.round(step));
  const top = Math.ceil(max / whole) * whole;
  return { top: Math.max(top, whole), step: whole };
}

/**
 * Indexes of the category labels to print so that at most `room` of them show, evenly spaced, the last
 * one always among them.
 * @example labelIndexes(30, 5) // [1, 8, 15, 22, 29]
 */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  if (count <= room) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil(count / Math.max(1, room));
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) out.unshift(i);
  return out;
}

/** A short label for a date or month key: 28 Nov, Nov 2026. */
export function shortLabel(period: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [year, month, day] = period.split('-');
  const name = months[Number(month) - 1];
  if (!name) return period;
  return day ? `${Number(day)} ${name}` : `${name} ${year}`;
}

/**
 * How to anchor a label centred at `x` so that it stays inside a chart `width` wide: a label that would
 * run past the right edge is ended at the edge instead (about 6 px a character at the ticks' size).
 * @example edgeAnchor(590, 600, '28 Nov') // 'end'
 */
export function edgeAnchor(x: number, width: number, text: string): 'middle' | 'end' {
  return x + (text.length * 6.2) / 2 > width - 2 ? 'end' : 'middle';
}
