import { ValidationError } from 'yup';
import { htmlTextLength, pitchSchema, REQUEST_MESSAGES, sourceRequestSchema } from './requests';

const HOUR = 3_600_000;
const valid = () => ({
  summary: 'AI rules for banks',
  details: '<p>Two quotable sentences.</p>',
  expertise_ids: [5],
  medium: 'online',
  format: 'phone',
  deadline: new Date(Date.now() + 2 * HOUR).toISOString(),
  time_zone: 'Asia/Singapore',
  outlet_name: 'Straits Business Daily',
  anonymous_outlet: false,
});

function errors(schema: typeof sourceRequestSchema | typeof pitchSchema, value: object, context?: object) {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('source request rules (issue 27)', () => {
  it('takes a complete request, an anonymous outlet and no cap', () => {
    expect(errors(sourceRequestSchema, valid())).toEqual({});
    expect(errors(sourceRequestSchema, { ...valid(), outlet_name: '', anonymous_outlet: true })).toEqual({});
  });

  it('says what is wrong in its own words', () => {
    expect(
      errors(sourceRequestSchema, {
        ...valid(),
        expertise_ids: [],
        deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
        time_zone: 'Nowhere/City',
        outlet_name: '',
        max_pitches: 101,
      }),
    ).toEqual({
      expertise_ids: 'Choose at least one expertise',
      deadline: 'The deadline must be at least one hour from now',
      time_zone: REQUEST_MESSAGES.TIME_ZONE,
      outlet_name: REQUEST_MESSAGES.OUTLET_REQUIRED,
      max_pitches: REQUEST_MESSAGES.MAX_PITCHES,
    });
  });

  it('keeps a stored deadline on an edit', () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(errors(sourceRequestSchema, { ...valid(), deadline: soon }, { stored: { deadline: soon } })).toEqual({});
  });

  it('counts the text of an answer, not its markup', () => {
    expect(htmlTextLength('<p>a&amp;b</p>')).toBe(3);
    expect(errors(pitchSchema, { guest_id: 1, answer: `<p><b>${'a'.repeat(2000)}</b></p>` })).toEqual({});
    expect(errors(pitchSchema, { guest_id: 1, answer: 'a'.repeat(2001) })).toEqual({
      answer: 'The answer may be at most 2,000 characters',
    });
  });
});
