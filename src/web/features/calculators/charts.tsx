import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNadWhole } from '../../../domain/money';

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

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Recharts lives in this chunk only: it loads when a calculator shows a chart. */
export default function Chart({ summary, xLabel, data, series }: ChartProps) {
  return (
    <div role="img" aria-label={summary} className="h-64 w-full rounded-xl bg-white p-2 sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="x"
            tick={{ fontSize: 12, fill: '#334155' }}
            label={{ value: xLabel, position: 'insideBottom', offset: -4, fontSize: 12, fill: '#334155' }}
            height={40}
          />
          <YAxis
            tickFormatter={(value: number) => `N$ ${compact.format(value)}`}
            tick={{ fontSize: 12, fill: '#334155' }}
            width={72}
          />
          <Tooltip
            formatter={(value) => formatNadWhole(Number(value))}
            labelFormatter={(label) => `${xLabel} ${label}`}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {series.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={line.colour}
              strokeWidth={2.5}
              strokeDasharray={line.dashed ? '6 4' : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
