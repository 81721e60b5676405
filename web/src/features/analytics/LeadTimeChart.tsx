import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsTexts as t } from './texts.ts';
import { formatNumber } from '../../shared/format.ts';
import { monthTick } from './SpendSection.tsx';

interface Row {
  label: string;
  offers: number | null;
  invoices: number | null;
}

/** Median approval days per month, offers and invoices side by side (the numbers are in the table). */
export function LeadTimeChart({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <figure className="analytics-chart" aria-label={title}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} tickFormatter={monthTick} />
          <YAxis fontSize={12} width={36} allowDecimals={false} />
          <Tooltip formatter={(v) => `${formatNumber(Number(v))} gg`} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="offers" name={t.offers} fill="#2d72d2" isAnimationActive={false} />
          <Bar dataKey="invoices" name={t.invoices} fill="#238c2c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
