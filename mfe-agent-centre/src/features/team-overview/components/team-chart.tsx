import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { useEffect, useRef, useState } from 'react';

/** One bar of the team chart. */
export interface TeamChartDatum {
  label: string;
  value: number;
}

/** Props of {@link TeamChart}. */
export interface TeamChartProps {
  data: readonly TeamChartDatum[];
  /** Formats a value for the axis, the bar labels and the accessible summary (money in the brand currency). */
  format: (value: number) => string;
}

// Room below the axis for labels of up to three lines (a phone's bands are about 60 px wide).
const HEIGHT = 280;
const MARGIN = { top: 20, right: 8, bottom: 60, left: 76 };
const FONT_SIZE = 11;
const MUTED = 'var(--color-text-muted, #5c6370)';
const BORDER = 'var(--color-border, #d9dce3)';

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
 * The team overview's bar chart (visx: scales, bars and axes drawn as SVG by React). Default export:
 * the team overview imports it with React.lazy, so the chart's code is its own chunk, loaded only
 * when that page opens. Each bar carries its value as a label (no hover needed on a phone) and a
 * title; the whole chart has a text summary as its accessible name. Colours come from the theme's
 * custom properties, so it follows light and dark.
 */
export default function TeamChart({ data, format }: TeamChartProps) {
  const { ref, width } = useWidth(560);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = data.map((datum) => datum.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [innerHeight, 0], nice: true });
  const x = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [0, innerWidth], padding: 0.3 });
  const zero = y(0);
  const summary = data.map((datum) => `${datum.label}: ${format(datum.value)}`).join('; ');

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg width={width} height={HEIGHT} role="img" aria-label={summary} data-testid="team-chart">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke={BORDER} strokeDasharray="3 3" />
          {data.map((datum) => {
            const top = y(Math.max(0, datum.value));
            const barHeight = Math.abs(y(datum.value) - zero);
            const left = x(datum.label) ?? 0;
            return (
              <g key={datum.label}>
                <Bar
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(barHeight, 1)}
                  fill={datum.value < 0 ? 'var(--color-danger, #c92a2a)' : 'var(--color-primary, #3b5bdb)'}
                >
                  <title>{`${datum.label}: ${format(datum.value)}`}</title>
                </Bar>
                <Text
                  x={left + x.bandwidth() / 2}
                  y={datum.value < 0 ? top + barHeight + 12 : top - 4}
                  textAnchor="middle"
                  fontSize={FONT_SIZE}
                  fill={MUTED}
                >
                  {format(datum.value)}
                </Text>
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => format(Number(value))}
            stroke={BORDER}
            tickStroke={BORDER}
            tickLabelProps={{ fill: MUTED, fontSize: FONT_SIZE, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={zero}
            scale={x}
            stroke={BORDER}
            hideTicks
            tickComponent={({ formattedValue, x: tickX }) => (
              <Text
                x={tickX}
                y={innerHeight - zero + 16}
                width={x.step() - 4}
                textAnchor="middle"
                verticalAnchor="start"
                fontSize={FONT_SIZE}
                fill={MUTED}
              >
                {formattedValue}
              </Text>
            )}
          />
        </Group>
      </svg>
    </div>
  );
}
