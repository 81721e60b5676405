import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatEuro } from '../../shared/format.ts';

export interface ChartRow {
  label: string;
  /** A shorter name for the axis (months, ageing buckets), the full one in the tooltip and table. */
  tick?: string;
  value: number;
  /** Where a click on the bar leads (null: nowhere). */
  href: string | null;
}

const BLUE = '#2d72d2';
const RED = '#cd4246';
const GREY = '#8f99a8';

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface Props {
  title: string;
  rows: ChartRow[];
  /** Columns (months, buckets) or horizontal bars (suppliers, cost centers: long names). */
  orientation: 'columns' | 'bars';
  onSelect: (href: string) => void;
}

/**
 * One bar chart of the analytics screen (recharts, SVG): credit-note-heavy groups below zero in red;
 * a bar with a list behind it opens that list. The numbers are in the table beside the chart.
 */
export function SpendChart({ title, rows, orientation, onSelect }: Props) {
  const bars = orientation === 'bars';
  const height = bars ? Math.max(160, rows.length * 34 + 40) : 240;
  return (
    <figure className="analytics-chart" aria-label={title}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={rows.map((r) => ({ ...r, tick: r.tick ?? (bars ? r.label : shorten(r.label, 10)) }))}
          layout={bars ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={!bars} vertical={bars} />
          {bars ? (
            <>
              <XAxis type="number" tickFormatter={(v: number) => formatCompact(v)} fontSize={12} />
              <YAxis
                type="category"
                dataKey="tick"
                width={112}
                fontSize={12}
                tickFormatter={(v: string) => shorten(v, 16)}
                interval={0}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="tick" fontSize={12} interval={0} />
              <YAxis tickFormatter={(v: number) => formatCompact(v)} fontSize={12} width={48} />
            </>
          )}
          <Tooltip
            // Our own content: the bars are coloured per cell, and the default item (named after the
            // series' fill) came out empty; the full label and the amount are what a reader wants.
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as ChartRow | undefined;
              if (!active || !row) return null;
              return (
                <div className="analytics-tooltip">
                  <strong>{row.label}</strong>
                  <span>{formatEuro(row.value)}</span>
                </div>
              );
            }}
            cursor={{ fill: 'rgba(45, 114, 210, 0.08)' }}
          />
          <Bar
            dataKey="value"
            name="Totale"
            isAnimationActive={false}
            onClick={(_data, index) => {
              const href = rows[index]?.href;
              if (href) onSelect(href);
            }}
          >
            {rows.map((row, i) => (
              <Cell
                key={i}
                fill={row.value < 0 ? RED : row.href ? BLUE : GREY}
                cursor={row.href ? 'pointer' : 'default'}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
