import dayjs from 'dayjs';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { browserTimeZone, timeZones } from 'mf-shared';
import {
  applyServerErrorsTo,
  CharacterCount,
  Field,
  FieldRow,
  MultiSelectField,
  schemaResolver,
  Select,
  type Option,
} from 'mf-shared/kit/fields';
import { PageHeader } from 'mf-shared/kit/page';
import { Button } from 'mf-shared/kit/plain';
import { LoadingState } from 'mf-shared/kit/states';
import { useCountries, useExpertises, useLanguages, useRegions } from 'mf-shared/entities/lookups';
import {
  paragraphsHtml,
  paragraphsText,
  requestPath,
  SOURCE_REQUEST_PATHS,
  useCreateSourceRequest,
  useSourceRequest,
  useUpdateSourceRequest,
  type SourceRequest,
  type SourceRequestInput,
} from 'mf-shared/entities/source-request';
import {
  REQUEST_FORMATS,
  REQUEST_LIMITS,
  REQUEST_MEDIA,
  REQUEST_MESSAGES,
  sourceRequestSchema,
} from 'mf-shared/validation';
import { deadlineIso, suggestedDeadline, wallClock } from './deadline';
import './requests.css';

/** The browser's date-time field speaks "2026-11-29T17:00": a wall clock, read in the chosen zone. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** The form's values: the deadline as the date-time field's wall clock, the cap as typed. */
export interface RequestFormValues {
  summary: string;
  details: string;
  expertise_ids: number[];
  country_ids: number[];
  region_ids: number[];
  language_ids: number[];
  medium: string;
  format: string;
  deadline: string;
  time_zone: string;
  outlet_name: string;
  anonymous_outlet: boolean;
  max_pitches: string;
}

/** What is sent: the deadline read in its zone, an empty cap as none. */
export function payloadOf(v: Partial<RequestFormValues>): SourceRequestInput {
  const zone = v.time_zone || browserTimeZone();
  const wall = v.deadline ? dayjs(v.deadline) : null;
  const cap = v.max_pitches === undefined || v.max_pitches === '' ? null : Number(v.max_pitches);
  return {
    summary: v.summary ?? '',
    details: paragraphsHtml(v.details ?? ''),
    expertise_ids: v.expertise_ids ?? [],
    country_ids: v.country_ids ?? [],
    region_ids: v.region_ids ?? [],
    language_ids: v.language_ids ?? [],
    medium: v.medium ?? '',
    format: v.format ?? '',
    // Something the field could not read is sent as it is, for the rule to name.
    deadline: wall ? (wall.isValid() ? deadlineIso(wall, zone) : String(v.deadline)) : '',
    time_zone: zone,
    anonymous_outlet: Boolean(v.anonymous_outlet),
    outlet_name: v.anonymous_outlet ? null : (v.outlet_name ?? ''),
    max_pitches: cap,
  };
}

function initialValues(request?: SourceRequest): RequestFormValues {
  if (!request) {
    return {
      summary: '',
      details: '',
      expertise_ids: [],
      country_ids: [],
      region_ids: [],
      language_ids: [],
      medium: '',
      format: '',
      deadline: suggestedDeadline().format(WALL_CLOCK),
      time_zone: browserTimeZone(),
      outlet_name: '',
      anonymous_outlet: false,
      max_pitches: '',
    };
  }
  return {
    summary: request.summary,
    details: paragraphsText(request.details),
    expertise_ids: request.expertise.map((e) => e.id),
    country_ids: request.countries.map((c) => c.id),
    region_ids: request.regions.map((r) => r.id),
    language_ids: request.languages.map((l) => l.id),
    medium: request.medium,
    format: request.format,
    deadline: wallClock(request.deadline, request.time_zone).format(WALL_CLOCK),
    time_zone: request.time_zone,
    outlet_name: request.outlet_name ?? '',
    anonymous_outlet: request.anonymous_outlet,
    max_pitches: request.max_pitches === null ? '' : String(request.max_pitches),
  };
}

const named = (items: { id: number; name: string }[] | undefined): Option<number>[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

type ListField = 'expertise_ids' | 'country_ids' | 'region_ids' | 'language_ids';

export function RequestForm({ request, onDone }: { request?: SourceRequest; onDone: (saved: SourceRequest) => void }) {
  const create = useCreateSourceRequest();
  const update = useUpdateSourceRequest();
  const lists = {
    expertise_ids: useExpertises(),
    country_ids: useCountries(),
    region_ids: useRegions(),
    language_ids: useLanguages(),
  };
  // Each field checked with the shared rules against the whole payload, as the server checks it; a
  // deadline left as it was on an edit is not refused for being near.
  const form = useForm<RequestFormValues>({
    defaultValues: initialValues(request),
    resolver: schemaResolver<RequestFormValues, SourceRequestInput>(sourceRequestSchema, payloadOf, () => ({
      stored: request ? { deadline: request.deadline } : undefined,
    })),
  });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const [summary, details, anonymous] = useWatch({ control, name: ['summary', 'details', 'anonymous_outlet'] });
  const saving = create.isPending || update.isPending;

  const submit = async (values: RequestFormValues) => {
    try {
      const payload = payloadOf(values);
      const saved = request
        ? await update.mutateAsync({ id: request.id, ...payload })
        : await create.mutateAsync(payload);
      toast.success(request ? REQUEST_MESSAGES.UPDATED : REQUEST_MESSAGES.POSTED);
      onDone(saved);
    } catch (error) {
      // The API client has toasted; the fields get their messages and nothing typed is lost.
      applyServerErrorsTo(form, error);
    }
  };

  const picker = (name: ListField, label: string, placeholder: string) => (
    <MultiSelectField
      name={name}
      control={control}
      label={label}
      error={errors[name]?.message}
      options={named(lists[name].data)}
      loading={lists[name].isPending}
      placeholder={placeholder}
    />
  );

  return (
    <form
      noValidate
      className="request-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label={request ? 'Edit request' : 'New request'}
    >
      <Field
        label="Summary"
        error={errors.summary?.message}
        hint="What you need, in one line."
        aside={<CharacterCount value={summary} max={REQUEST_LIMITS.SUMMARY_MAX} />}
      >
        {(field) => (
          <input
            {...field}
            {...register('summary')}
            className="pp-input"
            maxLength={REQUEST_LIMITS.SUMMARY_MAX}
            placeholder="e.g. AI expert on regulation in Singapore"
          />
        )}
      </Field>
      <Field
        label="Details"
        error={errors.details?.message}
        hint="The story, the questions, what a good source knows. Blank lines start a new paragraph."
        aside={<CharacterCount value={details} max={REQUEST_LIMITS.DETAILS_MAX} />}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('details')}
            className="pp-input"
            rows={6}
            maxLength={REQUEST_LIMITS.DETAILS_MAX}
          />
        )}
      </Field>
      {picker('expertise_ids', 'Expertise', 'Choose one or more')}
      <FieldRow>
        {picker('country_ids', 'Countries', 'Any')}
        {picker('region_ids', 'Media regions', 'Any')}
        {picker('language_ids', 'Languages', 'Any')}
      </FieldRow>
      <FieldRow>
        <Field label="Medium" error={errors.medium?.message}>
          {(field) => (
            <Select {...field} {...register('medium')} options={REQUEST_MEDIA} placeholder="Choose a medium" />
          )}
        </Field>
        <Field label="Format" error={errors.format?.message}>
          {(field) => (
            <Select {...field} {...register('format')} options={REQUEST_FORMATS} placeholder="Choose a format" />
          )}
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label="Deadline" error={errors.deadline?.message} hint="At least one hour from now.">
          {(field) => (
            <input
              {...field}
              {...register('deadline')}
              type="datetime-local"
              className="pp-input"
              min={dayjs().format(WALL_CLOCK)}
            />
          )}
        </Field>
        <Field label="Time zone" error={errors.time_zone?.message}>
          {(field) => (
            // The deadline is read again in the new zone.
            <Select
              {...field}
              {...register('time_zone', { deps: ['deadline'] })}
              options={timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
            />
          )}
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label="Outlet" error={errors.outlet_name?.message}>
          {(field) => (
            <input
              {...field}
              {...register('outlet_name')}
              className="pp-input"
              maxLength={REQUEST_LIMITS.OUTLET_MAX}
              disabled={anonymous}
              placeholder="e.g. The Straits Times"
            />
          )}
        </Field>
        <div className="pp-field request-form__anonymous">
          <label className="pp-checkbox">
            <input type="checkbox" {...register('anonymous_outlet', { deps: ['outlet_name'] })} />
            {REQUEST_MESSAGES.ANONYMOUS_OUTLET}
          </label>
        </div>
      </FieldRow>
      <Field
        label="Cap on pitches"
        error={errors.max_pitches?.message}
        hint="Optional: the request takes no more pitches than this."
      >
        {(field) => (
          <input
            {...field}
            {...register('max_pitches')}
            type="number"
            inputMode="numeric"
            className="pp-input request-form__cap"
            min={1}
            max={REQUEST_LIMITS.MAX_PITCHES_MAX}
            placeholder="No cap"
          />
        )}
      </Field>
      <Button variant="primary" htmlType="submit" loading={saving}>
        {request ? 'Save changes' : 'Post request'}
      </Button>
    </form>
  );
}

/** /requests/new and /requests/{id}/edit: what the journalist needs, from whom, by when. */
export default function RequestFormPage() {
  const { id: param } = useParams();
  const id = param === undefined ? undefined : Number(param);
  const navigate = useNavigate();
  const existing = useSourceRequest(id);
  const done = (saved: SourceRequest) => navigate(requestPath(saved.id));

  if (id === undefined) {
    return (
      <section>
        <PageHeader title="New request" subtitle="Experts whose guests match hear of it at once." />
        <RequestForm onDone={done} />
      </section>
    );
  }
  return (
    <section>
      <PageHeader title="Edit request" />
      {existing.data && existing.data.status === 'open' ? (
        <RequestForm key={existing.data.id} request={existing.data} onDone={done} />
      ) : existing.data || existing.data === null || existing.isError || !(Number.isInteger(id) && id > 0) ? (
        <div className="request-form__gone" role="status">
          <p>{existing.data ? REQUEST_MESSAGES.CLOSED : REQUEST_MESSAGES.NOT_FOUND}</p>
          <Button onClick={() => navigate(SOURCE_REQUEST_PATHS.LIST)}>Back to requests</Button>
        </div>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
