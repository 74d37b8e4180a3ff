import { browserTimeZone, timeZones } from './timeZones';

it('offers every zone the browser knows, with its own and UTC, once each and sorted', () => {
  const zones = timeZones();
  expect(zones).toEqual(expect.arrayContaining([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimeZone()]));
  expect(new Set(zones).size).toBe(zones.length);
  expect(zones).toEqual([...zones].sort());
});

it('offers UTC and the browser’s zone when the browser cannot list its zones', () => {
  const supported = Intl.supportedValuesOf;
  // @ts-expect-error: an older browser without the method
  delete Intl.supportedValuesOf;
  try {
    expect(timeZones()).toEqual([...new Set([browserTimeZone(), 'UTC'])].sort());
  } finally {
    Intl.supportedValuesOf = supported;
  }
});
