import { twoLocalTimes, zoneCity } from './time';

describe('an interview’s two local times', () => {
  it('shows the viewer’s date and time and the other side’s time beside it', () => {
    expect(twoLocalTimes('2031-01-15T10:00:00.000Z', 'Asia/Singapore', 'Europe/London')).toEqual({
      yours: '2031/01/15 10:00 AM your time',
      theirs: '06:00 PM in Singapore',
    });
  });

  it('names the other side’s date when their day differs, and follows summer time', () => {
    // 23:30 in London in July (UTC+1) is 06:30 the next morning in Singapore.
    expect(twoLocalTimes('2031-07-15T22:30:00.000Z', 'Asia/Singapore', 'Europe/London')).toEqual({
      yours: '2031/07/15 11:30 PM your time',
      theirs: '16.07.2031 06:30 AM in Singapore',
    });
  });

  it('shows one time when the other side’s zone is unknown, unreadable or keeps the same clock', () => {
    const one = { yours: '2031/01/15 10:00 AM your time', theirs: null };
    expect(twoLocalTimes('2031-01-15T10:00:00.000Z', null, 'Europe/London')).toEqual(one);
    expect(twoLocalTimes('2031-01-15T10:00:00.000Z', 'Mars/Olympus', 'Europe/London')).toEqual(one);
    expect(twoLocalTimes('2031-01-15T10:00:00.000Z', 'Europe/Lisbon', 'Europe/London')).toEqual(one);
  });

  it('says "-" for a date it cannot read', () => {
    expect(twoLocalTimes('soon', 'Asia/Singapore', 'Europe/London')).toEqual({ yours: '-', theirs: null });
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
