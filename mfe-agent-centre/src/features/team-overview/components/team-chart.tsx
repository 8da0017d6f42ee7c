import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';

/** One bar of the team chart. */
export interface TeamChartDatum {
  label: string;
  value: number;
}

/** Props of {@link TeamChart}. */
export interface TeamChartProps {
  data: readonly TeamChartDatum[];
  /** Formats a value for the axis and the tooltip (money in the brand currency). */
  format: (value: number) => string;
}

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setWidth(Math.max(240, Math.floor(node.clientWidth) || fallback));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

/**
 * The team overview's bar chart (recharts). Default export: the team overview imports it with
 * React.lazy, so recharts is its own chunk, loaded only when that page opens.
 */
export default function TeamChart({ data, format }: TeamChartProps) {
  const { ref, width } = useWidth(560);
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <BarChart width={width} height={260} data={[...data]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border, #d9dce3)" />
        <XAxis dataKey="label" tick={{ fill: 'var(--color-text-muted, #5c6370)', fontSize: 12 }} interval={0} />
        <YAxis
          tickFormatter={(value: number) => format(value)}
          width={90}
          tick={{ fill: 'var(--color-text-muted, #5c6370)', fontSize: 12 }}
        />
        <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: 'var(--color-surface-2, #eef0f5)' }} />
        <Bar dataKey="value" isAnimationActive={false}>
          {data.map((datum) => (
            <Cell key={datum.label} fill={datum.value < 0 ? 'var(--color-danger, #c92a2a)' : 'var(--color-primary, #3b5bdb)'} />
          ))}
        </Bar>
      </BarChart>
    </div>
  );
}
