import { edgeAnchor, labelIndexes, niceScale, shortLabel } from './scale.ts';
import { useWidth } from './useWidth.ts';

export interface BarSeries {
  name: string;
  /** A CSS colour, from the theme's variables (both themes). */
  color: string;
  values: readonly number[];
}

interface BarChartProps {
  id: string;
  /** What the picture shows, read by screen readers (the table has the figures). */
  label: string;
  categories: readonly string[];
  /** Stacked bottom to top in this order. */
  series: readonly BarSeries[];
  height?: number;
  /** Category labels are dates (`YYYY-MM-DD` / `YYYY-MM`) written short; otherwise as given. */
  dates?: boolean;
  /** Shorter names printed under the bars (the categories stay in the tooltips and the table). */
  shortNames?: readonly string[];
  /** A legend under the chart (default: when there are several series). */
  legend?: boolean;
}

const PAD = { top: 8, right: 8, bottom: 24, left: 40 };

/**
 * Stacked vertical bars drawn as SVG at the element's width: a value axis with round ticks, a legend for
 * several series. Hand-written rather than a chart library: the screen needs four simple shapes, and this
 * costs a few KB with no canvas (so the page's text and colours follow the theme's CSS variables).
 */
export function BarChart(props: BarChartProps) {
  const { id, label, categories, series, height = 180, dates = true, shortNames } = props;
  const legend = props.legend ?? series.length > 1;
  const [ref, width] = useWidth<HTMLDivElement>();
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const { top, step } = niceScale(Math.max(0, ...totals));
  const innerW = Math.max(10, width - PAD.left - PAD.right);
  const innerH = height - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, categories.length);
  const barW = Math.max(1, Math.min(28, slot * 0.72));
  const y = (value: number) => PAD.top + innerH - (value / top) * innerH;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  const shown = shortNames
    ? categories.map((_, i) => i)
    : labelIndexes(categories.length, Math.floor(innerW / (dates ? 56 : 84)));
  const name = (i: number) => shortNames?.[i] ?? (dates ? shortLabel(categories[i]!) : categories[i]!);
  return (
    <div ref={ref} className="chart">
      <svg width={width} height={height} role="img" aria-label={label} data-chart={id} className="chart-svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={PAD.left + innerW} y1={y(t)} y2={y(t)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="chart-tick">
              {t.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={category}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                if (value <= 0) return null;
                const y0 = y(base);
                base += value;
                return (
                  <rect key={s.name} x={x} y={y(base)} width={barW} height={y0 - y(base)} fill={s.color}>
                    <title>{`${dates ? shortLabel(category) : category}: ${value} ${s.name.toLowerCase()}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        {shown.map((i) => (
          <text
            key={i}
            x={Math.min(PAD.left + i * slot + slot / 2, width - 2)}
            y={height - 6}
            textAnchor={edgeAnchor(PAD.left + i * slot + slot / 2, width, name(i))}
            className="chart-tick"
          >
            {name(i)}
          </text>
        ))}
      </svg>
      {legend && (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name}>
              <span className="chart-swatch" style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
