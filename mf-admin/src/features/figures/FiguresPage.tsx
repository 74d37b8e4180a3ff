import { Alert, Button, Card, DatePicker, Flex, Segmented, Statistic } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';
import {
  addDays,
  FIGURES_DEFAULT_DAYS,
  FIGURES_MAX_DAYS,
  figuresRange,
  figuresRangeSchema,
} from 'mf-shared/validation';
import { consolePage } from '../../lib/Console';
import { downloadFiguresCsv, useFigures, type Figures, type FiguresRange } from './api';
import './figures.css';

// The charts (recharts) come in a chunk of their own, after the totals.
const FiguresCharts = lazy(() => import('./FiguresCharts'));

const PRESETS = [7, FIGURES_DEFAULT_DAYS, 90, 365];
const DAY = 'YYYY-MM-DD';
const today = () => new Date().toISOString().slice(0, 10);

/** The range in the address (`?from&to`), so a range can be shared; the last 30 days when none is given. */
function useRange(): [FiguresRange, string | null, (range: FiguresRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = figuresRange({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }, today());
  let problem: string | null = null;
  try {
    figuresRangeSchema.validateSync(range, { abortEarly: true });
  } catch (error) {
    problem = (error as Error).message;
  }
  return [range, problem, (next) => setParams({ ...next }, { replace: true })];
}

const hours = (value: number | null) => (value === null ? '-' : `${value} h`);
const minutes = (value: number | null) => (value === null ? '-' : `${value} min`);

function Totals({ figures }: { figures: Figures }) {
  const { totals } = figures;
  const stats: [title: string, value: string | number][] = [
    ['Approvals waiting now', figures.approvals_waiting],
    ['Sign-ups: journalists', totals.signups_journalists],
    ['Sign-ups: experts', totals.signups_experts],
    ['Median time to approval', hours(totals.approval_median_hours)],
    ['Interview requests', totals.interview_requests],
    ['Accepted', totals.acceptance_percent === null ? '-' : `${totals.acceptance_percent}%`],
    ['Median time to first answer', minutes(totals.first_answer_median_minutes)],
    [
      `MRR on ${figures.to} (${figures.currency})`,
      (totals.mrr_cents / 100).toLocaleString('en-SG', { maximumFractionDigits: 2 }),
    ],
  ];
  return (
    <div className="figures__totals">
      {stats.map(([title, value]) => (
        <Card key={title} size="small">
          <Statistic title={title} value={value} />
        </Card>
      ))}
    </div>
  );
}

function FiguresView() {
  const [range, problem, setRange] = useRange();
  const figures = useFigures(range, problem === null);
  const [downloading, setDownloading] = useState(false);
  const days = dayjs(range.to).diff(dayjs(range.from), 'day') + 1;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFiguresCsv(range);
    } catch {
      toast.error('The CSV could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Typography.Paragraph>
        Per day (UTC) from {range.from} to {range.to}. Requests and questions are counted on the day they were made,
        with where each stands now. At most {FIGURES_MAX_DAYS} days at once.
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center" className="figures__controls">
        <Segmented<number | 'custom'>
          aria-label="Range"
          value={range.to === today() && PRESETS.includes(days) ? days : 'custom'}
          options={[
            ...PRESETS.map((n) => ({ label: `Last ${n} days`, value: n })),
            { label: 'Custom', value: 'custom', disabled: true },
          ]}
          onChange={(n) => typeof n === 'number' && setRange({ from: addDays(today(), 1 - n), to: today() })}
        />
        <DatePicker.RangePicker
          aria-label="From and to"
          placeholder={['From', 'To']}
          allowClear={false}
          value={problem ? null : [dayjs(range.from), dayjs(range.to)]}
          disabledDate={(day: Dayjs, info) =>
            day.isAfter(dayjs(), 'day') ||
            (info.from ? Math.abs(day.diff(info.from, 'day')) >= FIGURES_MAX_DAYS : false)
          }
          onChange={(picked) => {
            if (picked?.[0] && picked[1]) setRange({ from: picked[0].format(DAY), to: picked[1].format(DAY) });
          }}
        />
        <Button onClick={download} loading={downloading} disabled={problem !== null}>
          Download CSV
        </Button>
      </Flex>
      {problem ? (
        <Alert type="error" showIcon title={problem} />
      ) : figures.isPending ? (
        <LoadingState />
      ) : figures.isError || !figures.data ? (
        <EmptyState text={FAILED_TEXT} />
      ) : (
        <>
          <Totals figures={figures.data} />
          <Suspense fallback={<LoadingState />}>
            <FiguresCharts days={figures.data.days} currency={figures.data.currency} />
          </Suspense>
        </>
      )}
    </>
  );
}

/** /admin/figures: the business in numbers: sign-ups, approvals, requests, answers and revenue, with a CSV. */
export default consolePage('figures', 'Figures', FiguresView);
