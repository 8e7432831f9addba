import type { CSSProperties } from 'react';
import { formatCompact } from '../../../domain/number-format';

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
  dashed?: boolean;
}

export interface ChartProps {
  title: string;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  xLabel: string;
  /** Rows with `x` and one N$ amount (whole N$) per series key. */
  data: Record<string, number>[];
  series: ChartSeries[];
}

/** A round step that splits `span` into about `parts` parts: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(span: number, parts = 4): number {
  if (!(span > 0)) return 1;
  const rough = span / parts;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** The y axis: from 0 (or the lowest value, when below 0) to the first step at or above the highest. */
export function yTicks(values: number[]): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low);
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(tick);
    if (tick >= high) break;
  }
  return ticks.length > 1 ? ticks : [0, step];
}

/** At most `most` of the x values, evenly spread, the first and the last included. */
export function xTicks(xs: number[], most = 6): number[] {
  if (xs.length <= most) return xs;
  const every = Math.ceil((xs.length - 1) / (most - 1));
  const ticks = xs.filter((_, index) => index % every === 0);
  const last = xs[xs.length - 1] as number;
  if (ticks[ticks.length - 1] !== last) {
    // The last tick replaces one too close to it.
    if (xs.length - 1 - xs.indexOf(ticks[ticks.length - 1] as number) < every / 2) ticks.pop();
    ticks.push(last);
  }
  return ticks;
}

/**
 * A line chart of whole N$ amounts (issue 45: drawn by the page itself, in SVG and HTML, instead
 * of a charting library of 100 KB gzip that loaded, and ran, with every result). The lines are an
 * SVG stretched over the plot area (their strokes keep their width); the axes' labels and the
 * legend are text, so they read at the page's size on a phone and a laptop alike.
 */
export default function Chart({ summary, xLabel, data, series }: ChartProps) {
  const xs = data.map((row) => row.x ?? 0);
  const values = data.flatMap((row) => series.map((line) => row[line.key] ?? 0));
  const ticks = yTicks(values);
  const low = ticks[0] as number;
  const high = ticks[ticks.length - 1] as number;
  const first = xs[0] ?? 0;
  const last = xs[xs.length - 1] ?? 1;
  const left = (x: number) => (last === first ? 0 : ((x - first) / (last - first)) * 100);
  const top = (value: number) => (high === low ? 100 : ((high - value) / (high - low)) * 100);
  const at = (style: CSSProperties) => ({ position: 'absolute', ...style }) as CSSProperties;
  return (
    <div role="img" aria-label={summary} className="rounded-xl bg-white p-2">
      <div className="relative h-56 w-full text-xs text-slate-700 sm:h-64">
        {/* The y axis's amounts, right-aligned against the plot area. */}
        <div className="absolute top-2 bottom-10 left-0 w-16" aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="block w-full -translate-y-1/2 pr-1 text-right whitespace-nowrap"
              style={at({ top: `${top(tick)}%` })}
            >
              N$ {formatCompact(tick)}
            </span>
          ))}
        </div>
        <div className="absolute top-2 right-3 bottom-10 left-16">
          <svg
            className="absolute inset-0 h-full w-full overflow-visible"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={100}
                y1={top(tick)}
                y2={top(tick)}
                stroke={tick === 0 ? '#94a3b8' : '#e2e8f0'}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {series.map((line) => (
              <polyline
                key={line.key}
                fill="none"
                stroke={line.colour}
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeDasharray={line.dashed ? '6 4' : undefined}
                vectorEffect="non-scaling-stroke"
                points={data.map((row) => `${left(row.x ?? 0)},${top(row[line.key] ?? 0)}`).join(' ')}
              />
            ))}
          </svg>
          {/* The x axis's values under the plot area. */}
          <div className="absolute inset-x-0 top-full h-5" aria-hidden="true">
            {xTicks(xs).map((x) => (
              <span key={x} className="-translate-x-1/2 pt-1" style={at({ left: `${left(x)}%` })}>
                {x}
              </span>
            ))}
          </div>
        </div>
        <p className="absolute inset-x-0 bottom-0 pl-16 text-center" aria-hidden="true">
          {xLabel}
        </p>
      </div>
      <ul
        className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-slate-800"
        aria-hidden="true"
      >
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={line.colour}
                strokeWidth="2.5"
                strokeDasharray={line.dashed ? '6 4' : undefined}
              />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
