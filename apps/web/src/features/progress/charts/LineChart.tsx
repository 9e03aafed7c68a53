import { edgeAnchor, labelIndexes, niceScale, shortLabel } from './scale.ts';
import { useWidth } from './useWidth.ts';

interface LineChartProps {
  id: string;
  label: string;
  categories: readonly string[];
  values: readonly number[];
  color: string;
  height?: number;
}

const PAD = { top: 8, right: 12, bottom: 24, left: 44 };

/** One line over dates, the area under it tinted, drawn as SVG at the element's width (see BarChart). */
export function LineChart({ id, label, categories, values, color, height = 200 }: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { top, step } = niceScale(Math.max(0, ...values));
  const innerW = Math.max(10, width - PAD.left - PAD.right);
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (categories.length <= 1 ? innerW / 2 : (i / (categories.length - 1)) * innerW);
  const y = (value: number) => PAD.top + innerH - (value / top) * innerH;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  const shown = labelIndexes(categories.length, Math.floor(innerW / 60));
  const last = values.length - 1;
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
        {values.length > 0 && (
          <>
            <polygon
              points={`${x(0).toFixed(1)},${y(0)} ${points.join(' ')} ${x(last).toFixed(1)},${y(0)}`}
              fill={color}
              opacity={0.14}
            />
            <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={2.5} />
            <circle cx={x(last)} cy={y(values[last]!)} r={4} fill={color}>
              <title>{`${shortLabel(categories[last]!)}: ${values[last]}`}</title>
            </circle>
          </>
        )}
        {shown.map((i) => (
          <text
            key={i}
            x={Math.min(x(i), width - 2)}
            y={height - 6}
            textAnchor={edgeAnchor(x(i), width, shortLabel(categories[i]!))}
            className="chart-tick"
          >
            {shortLabel(categories[i]!)}
          </text>
        ))}
      </svg>
    </div>
  );
}
