import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import type { FiguresDay } from './api';

// The theme's colours (mf-shared theme tokens), and two more for the series that need them.
const COLOURS = {
  primary: '#1e5bd8',
  success: '#1f9d55',
  error: '#d93025',
  muted: '#5b6577',
  purple: '#7b3fc4',
  amber: '#c27c0e',
};

/** 2026-11-27 → 27 Nov: short labels for the axis. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const money = (amount: number) => amount.toLocaleString('en-SG', { maximumFractionDigits: 0 });

function Chart({ title, children }: { title: string; children: ReactElement }) {
  return (
    <figure className="figures__chart">
      <figcaption>{title}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

const axes = (
  <>
    <CartesianGrid strokeDasharray="3 3" vertical={false} />
    <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={24} />
    <Tooltip labelFormatter={(date) => dayLabel(String(date))} />
    <Legend />
  </>
);

/**
 * The figures' charts (recharts, loaded with this file only: the page shows its totals and the
 * download before the charts' code arrives).
 */
export default function FiguresCharts({ days, currency }: { days: FiguresDay[]; currency: string }) {
  return (
    <div className="figures__charts">
      <Chart title="Sign-ups per day">
        <BarChart data={days}>
          {axes}
          <YAxis allowDecimals={false} width={40} />
          <Bar dataKey="signups_journalists" name="Journalists" stackId="s" fill={COLOURS.primary} />
          <Bar dataKey="signups_experts" name="Experts" stackId="s" fill={COLOURS.purple} />
        </BarChart>
      </Chart>
      <Chart title="Interview requests per day, by outcome">
        <BarChart data={days}>
          {axes}
          <YAxis allowDecimals={false} width={40} />
          <Bar dataKey="interviews_accepted" name="Accepted" stackId="i" fill={COLOURS.success} />
          <Bar dataKey="interviews_done" name="Done" stackId="i" fill={COLOURS.primary} />
          <Bar dataKey="interviews_pending" name="Pending" stackId="i" fill={COLOURS.amber} />
          <Bar dataKey="interviews_rejected" name="Rejected" stackId="i" fill={COLOURS.error} />
          <Bar dataKey="interviews_cancelled" name="Cancelled" stackId="i" fill={COLOURS.muted} />
        </BarChart>
      </Chart>
      <Chart title="Median waits">
        <LineChart data={days}>
          {axes}
          <YAxis width={40} />
          <Line
            dataKey="approval_median_hours"
            name="Hours to approval"
            stroke={COLOURS.primary}
            connectNulls
            dot={false}
          />
          <Line
            dataKey="first_answer_median_minutes"
            name="Minutes to a first answer"
            stroke={COLOURS.success}
            connectNulls
            dot={false}
          />
        </LineChart>
      </Chart>
      <Chart title={`Monthly recurring revenue (${currency}, before GST)`}>
        <LineChart data={days.map((day) => ({ ...day, mrr: day.mrr_cents / 100 }))}>
          {axes}
          <YAxis width={64} tickFormatter={(amount: number) => money(amount)} />
          <Line dataKey="mrr" name={`MRR (${currency})`} stroke={COLOURS.primary} dot={false} type="stepAfter" />
        </LineChart>
      </Chart>
    </div>
  );
}
