import { Badge, Button, Calendar, Flex } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES } from 'mf-shared';
import { EmptyState, LoadingState } from 'mf-shared/kit/states';
import { useInterviewCalendar, useInterviewCalendarDay } from '../hooks';
import { dayjs, twoLocalTimes, viewerTimeZone } from '../time';
import { guestName, otherZone, StatusTag, type InterviewSide } from './InterviewParts';

/**
 * A month of interviews (days in the viewer's zone): days with interviews carry a count; the day
 * the grid highlights (today at first, the chosen day, or the same day of the month moved to) lists
 * its interviews (GET /interview/calendar/{day}); choosing one opens it.
 */
export function InterviewCalendar({ side, onOpen }: { side: InterviewSide; onOpen: (id: number) => void }) {
  const zone = viewerTimeZone();
  const [shown, setShown] = useState<Dayjs>(() => dayjs());
  // The side panel always lists the highlighted day, so the two never disagree.
  const chosen = shown.format('YYYY-MM-DD');
  const month = shown.format('YYYY-MM');
  const days = useInterviewCalendar(month, zone);
  const day = useInterviewCalendarDay(chosen, zone);
  const counts = useMemo(
    () => new Map((days.data ?? []).map((d) => [d.date, d.interviews.length] as const)),
    [days.data],
  );

  return (
    <Flex gap={24} wrap align="start" className="interview-calendar">
      <div
        style={{ flex: '1 1 420px', minWidth: 0 }}
        aria-label={`Interviews in ${shown.format('MMMM YYYY')}`}
        role="region"
      >
        <Calendar
          fullscreen={false}
          value={shown}
          onPanelChange={(value) => setShown(value)}
          headerRender={({ value, onChange }) => (
            <Flex justify="space-between" align="center" gap={8} style={{ padding: '8px 0' }}>
              <Button onClick={() => onChange(value.subtract(1, 'month'))} aria-label="Previous month">
                ‹
              </Button>
              <Typography.Text strong aria-live="polite">
                {value.format('MMMM YYYY')}
              </Typography.Text>
              <Button onClick={() => onChange(value.add(1, 'month'))} aria-label="Next month">
                ›
              </Button>
            </Flex>
          )}
          onSelect={(value) => setShown(value)}
          cellRender={(value, info) => {
            if (info.type !== 'date') return info.originNode;
            const key = value.format('YYYY-MM-DD');
            const count = counts.get(key) ?? 0;
            if (!count) return null;
            const label = `${value.format('D MMMM')}: ${count} interview${count === 1 ? '' : 's'}`;
            return (
              <Badge
                count={count}
                // A count, not an alert: the theme's blue, not the default red.
                color="var(--color-primary, #1e5bd8)"
                size="small"
                data-date={key}
                className="interview-calendar__mark"
                title={label}
                aria-label={label}
              />
            );
          }}
        />
      </div>
      <section style={{ flex: '1 1 260px', minWidth: 0 }} aria-label="Interviews on the chosen day">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {shown.format('D MMMM YYYY')}
        </Typography.Title>
        {day.isPending ? (
          <LoadingState />
        ) : !day.data?.length ? (
          <EmptyState text={ERROR_MESSAGES.NO_DATA} />
        ) : (
          <ul className="interview-day">
            {day.data.map((item) => {
              const t = twoLocalTimes(item.date_interview, otherZone(item, side), zone);
              return (
                <li key={item.id}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Button type="link" onClick={() => onOpen(item.id)} style={{ padding: 0 }}>
                      {guestName(item.guest)}
                    </Button>
                    <StatusTag status={item.status} />
                  </Flex>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t.yours}
                    {t.theirs && ` · ${t.theirs}`}
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Flex>
  );
}
