import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { browserTimeZone, LIMITS, ROUTES, saySuccess, timeZones } from 'mf-shared';
import {
  useCreateEvent,
  useEventItem,
  useRelatedSearch,
  useUpdateEvent,
  type EventDetails,
  type EventInput,
  type EventKind,
} from 'mf-shared/entities/event';
import { EDITOR_HEIGHT } from 'mf-shared/kit/editor';
import {
  applyServerErrorsTo,
  Field,
  FieldRow,
  MultiSelectField,
  RichTextField,
  schemaResolver,
  Select,
  TagsInput,
} from 'mf-shared/kit/fields';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Notice, Spinner } from 'mf-shared/kit/plain';
import { eventSchema, PICTURE_HINTS, todayIn } from 'mf-shared/validation';
import { useSuggestableGuests } from '../../lib/guests';
import { PictureInput, type PictureChoice } from '../../lib/PictureInput';
import { GalleryInput } from './GalleryInput';
import './briefings.css';
import { STORY_IDEAS_HOME } from './paths';
import { useDebouncedValue } from './useDebouncedValue';

// The preview loads when asked for, not with the form.
const EventPreviewDialog = lazy(() => import('./EventPreviewDialog'));

/** What the form holds: dates and times as the browser's own inputs give them. */
export interface EventFormValues {
  heading: string;
  header_image: PictureChoice;
  description: string;
  /** YYYY-MM-DD */
  start_date: string;
  end_date: string;
  all_day: boolean;
  /** HH:mm */
  start_time: string;
  end_time: string;
  time_zone: string;
  /** The browser's wall clock, YYYY-MM-DDTHH:mm, or ''. */
  embargo_until: string;
  location: string;
  organised_by: string;
  phone_number: string;
  email: string;
  signups_url: string;
  /** New gallery files. */
  medias: File[];
  /** Stored gallery files that stay (an edit). */
  keep_medias: number[];
  guests: number[];
  industries: string[];
  content: string[];
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';
const text = (s: string | undefined) => s?.trim() || undefined;
const relatedKey = (c: { key?: string; type: string; id: number }) => c.key ?? `${c.type}:${c.id}`;

/** The embargo as sent: the stored instant itself when the edit left it as it was. */
function embargoInstant(wall: string, stored?: string | null): string {
  if (!wall) return '';
  if (stored && dayjs(stored).format(WALL_CLOCK) === wall) return stored;
  return dayjs(wall).toISOString();
}

/** What the shared eventSchema checks: the form's values as they will be sent. */
function toPayload(values: EventFormValues, kind: EventKind, stored?: EventDetails) {
  const { file, keepStored } = values.header_image;
  return {
    kind,
    heading: values.heading,
    header_image: file ?? (keepStored ? (stored?.header_image ?? undefined) : undefined),
    description: values.description,
    start_date: values.start_date,
    end_date: values.end_date,
    all_day: values.all_day,
    start_time: values.all_day ? '' : values.start_time,
    end_time: values.all_day ? '' : values.end_time,
    time_zone: values.time_zone,
    embargo_until: embargoInstant(values.embargo_until, stored?.embargo_until),
    location: values.location,
    organised_by: values.organised_by,
    phone_number: values.phone_number,
    email: values.email,
    signups_url: values.signups_url,
    guests: values.guests,
    industries: values.industries,
    content: values.content,
  };
}

function startFrom(item: EventDetails | undefined): EventFormValues {
  return {
    heading: item?.heading ?? '',
    header_image: { file: null, keepStored: !!item?.header_image },
    description: item?.description ?? '',
    start_date: item?.start_date?.slice(0, 10) ?? '',
    end_date: item?.end_date?.slice(0, 10) ?? '',
    all_day: item?.all_day === 1,
    start_time: item?.start_time?.slice(0, 5) ?? '',
    end_time: item?.end_time?.slice(0, 5) ?? '',
    time_zone: item?.time_zone || browserTimeZone(),
    embargo_until: item?.embargo_until ? dayjs(item.embargo_until).format(WALL_CLOCK) : '',
    location: item?.location ?? '',
    organised_by: item?.organised_by ?? '',
    phone_number: item?.phone_number ?? '',
    email: item?.email ?? '',
    signups_url: item?.signups_url ?? '',
    medias: [],
    keep_medias: item?.medias?.flatMap((m) => (m.id ? [m.id] : [])) ?? [],
    guests: item?.guests?.map((g) => g.guest_id) ?? [],
    industries: item?.industries?.map((i) => i.name) ?? [],
    content: item?.content?.map(relatedKey) ?? [],
  };
}

/** Related content chosen by searching titles, 500 ms after the last key (spec section 9). */
function RelatedContentField({
  control,
  stored,
  error,
}: {
  control: Control<EventFormValues>;
  stored: EventDetails['content'];
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), LIMITS.DEBOUNCE_MS);
  const found = useRelatedSearch(settled);
  // Every title seen, so a chosen item keeps its name after the next search.
  const [seen] = useState(() => new Map((stored ?? []).map((c) => [relatedKey(c), `${c.title} (${c.type})`])));
  const options = useMemo(() => {
    for (const item of found.data ?? []) seen.set(relatedKey(item), `${item.title} (${item.type})`);
    return Array.from(seen, ([value, label]) => ({ value, label }));
  }, [found.data, seen]);
  const chosen = useWatch({ control, name: 'content' });
  const foundNow = new Set((found.data ?? []).map(relatedKey));
  return (
    <MultiSelectField<EventFormValues, string>
      name="content"
      control={control}
      label="Related content"
      error={error}
      // What the search found, and the chosen ones (their names); not every title seen before.
      options={options.filter((o) => foundNow.has(o.value) || chosen.includes(o.value))}
      filterOptions={false}
      onTyped={setSearch}
      loading={found.isFetching}
      emptyText={settled ? 'No Result Found' : 'Type to search'}
      placeholder="Search news, blog posts and events"
    />
  );
}

/**
 * A background briefing or a story idea on the kit's plain fields (issue 25): the browser's own
 * date, time and date-time inputs (a phone's own pickers; what is typed counts without Enter), the
 * editor loading when the text is first used, files checked in the browser and sent with the rest.
 */
export function EventForm({ item, kind, onDone }: { item?: EventDetails; kind: EventKind; onDone: () => void }) {
  const story = kind === 'story_idea';
  const stored = { start_date: item?.start_date, end_date: item?.end_date, embargo_until: item?.embargo_until };
  const form = useForm<EventFormValues>({
    defaultValues: startFrom(item),
    // The stored dates an edit keeps are not refused for being past.
    resolver: schemaResolver<EventFormValues, ReturnType<typeof toPayload>>(
      eventSchema,
      (values) => toPayload(values, kind, item),
      () => ({ stored }),
    ),
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const guests = useSuggestableGuests();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<EventFormValues | null>(null);
  const saving = create.isPending || update.isPending;
  const allDay = useWatch({ control, name: 'all_day' });
  const zone = useWatch({ control, name: 'time_zone' });
  const today = todayIn(zone);
  // A stored zone this browser does not list stays on offer.
  const zones = useMemo(() => {
    const known = timeZones();
    return known.includes(zone) ? known : [zone, ...known];
  }, [zone]);
  const guestOptions = guests.data?.data.map((g) => ({ value: g.id, label: `${g.first_name} ${g.last_name}` })) ?? [];

  const submit = async (values: EventFormValues) => {
    const payload = toPayload(values, kind, item);
    const removed = item?.medias?.flatMap((m) => (m.id && !values.keep_medias.includes(m.id) ? [m.id] : [])) ?? [];
    const input: EventInput = {
      ...payload,
      heading: payload.heading.trim(),
      location: text(payload.location),
      organised_by: text(payload.organised_by),
      phone_number: text(payload.phone_number),
      email: text(payload.email),
      signups_url: text(payload.signups_url),
      start_time: text(payload.start_time),
      end_time: text(payload.end_time),
      embargo_until: text(payload.embargo_until),
      // A new file, or none: an edit then keeps the stored header.
      header_image: values.header_image.file ?? undefined,
      medias: values.medias,
      remove_medias: removed.length ? removed : undefined,
    };
    try {
      saySuccess(
        item
          ? await update.mutateAsync({ id: item.id, ...input, onProgress: setProgress })
          : await create.mutateAsync({ ...input, onProgress: setProgress }),
      );
      onDone();
    } catch (error) {
      // The API client has shown the toast; the fields get their messages and keep what was entered.
      applyServerErrorsTo(form, error);
    } finally {
      setProgress(null);
    }
  };

  const input = (name: 'heading' | 'location' | 'organised_by', label: string, required = false) => (
    <Field label={label} required={required} error={errors[name]?.message}>
      {(field) => <input {...field} {...register(name)} className="pp-input" maxLength={LIMITS.STRING_MAX} />}
    </Field>
  );
  const storedMedias = item?.medias ?? [];
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} style={{ maxWidth: 900 }}>
      {input('heading', 'Heading', true)}
      <Controller
        control={control}
        name="header_image"
        render={({ field }) => (
          <PictureInput
            value={field.value}
            onChange={field.onChange}
            stored={item?.header_image}
            label="Header image"
            hint={PICTURE_HINTS.EVENT_HEADER}
            required
            error={errors.header_image?.message}
          />
        )}
      />
      <RichTextField
        name="description"
        control={control}
        label="Description"
        required
        error={errors.description?.message}
        height={EDITOR_HEIGHT}
      />
      <FieldRow>
        <Field label="Start date" required error={errors.start_date?.message} basis={240}>
          {(field) => (
            // The end date is checked again against a new start.
            <input
              {...field}
              {...register('start_date', { deps: ['end_date'] })}
              type="date"
              className="pp-input"
              min={today}
            />
          )}
        </Field>
        <Field label="End date" required error={errors.end_date?.message} basis={240}>
          {(field) => <input {...field} {...register('end_date')} type="date" className="pp-input" min={today} />}
        </Field>
      </FieldRow>
      <div className="pp-field">
        <label className="pp-checkbox">
          <input type="checkbox" {...register('all_day')} />
          All day
        </label>
      </div>
      {!allDay && (
        <FieldRow>
          <Field label="Start time" error={errors.start_time?.message} basis={240}>
            {(field) => (
              <input
                {...field}
                {...register('start_time', { deps: ['end_time'] })}
                type="time"
                step={300}
                className="pp-input"
              />
            )}
          </Field>
          <Field label="End time" error={errors.end_time?.message} basis={240}>
            {(field) => <input {...field} {...register('end_time')} type="time" step={300} className="pp-input" />}
          </Field>
        </FieldRow>
      )}
      <FieldRow>
        <Field label="Time zone" error={errors.time_zone?.message} basis={240}>
          {(field) => (
            // The dates are checked again against the new zone's today.
            <Select
              {...field}
              {...register('time_zone', { deps: ['start_date', 'end_date'] })}
              options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
            />
          )}
        </Field>
        <Field
          label="Embargo until"
          error={errors.embargo_until?.message}
          hint="Until then the public page shows only the heading, date and organiser."
          basis={240}
        >
          {(field) => (
            <input
              {...field}
              {...register('embargo_until')}
              type="datetime-local"
              className="pp-input"
              min={dayjs().format(WALL_CLOCK)}
            />
          )}
        </Field>
      </FieldRow>
      {input('location', 'Location', !story)}
      {input('organised_by', 'Organised by')}
      <FieldRow>
        <Field label="Phone" error={errors.phone_number?.message} basis={240}>
          {(field) => <input {...field} {...register('phone_number')} className="pp-input" type="tel" />}
        </Field>
        <Field label="Email" error={errors.email?.message} basis={240}>
          {(field) => (
            <input {...field} {...register('email')} className="pp-input" type="email" maxLength={LIMITS.STRING_MAX} />
          )}
        </Field>
      </FieldRow>
      <Field label="Signups url" required={!story} error={errors.signups_url?.message}>
        {(field) => (
          <input
            {...field}
            {...register('signups_url')}
            className="pp-input"
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        )}
      </Field>
      {storedMedias.length > 0 && (
        <fieldset className="pp-field event-gallery">
          <legend className="pp-field__label">Gallery</legend>
          <Controller
            control={control}
            name="keep_medias"
            render={({ field: { value, onChange } }) => (
              <div className="event-gallery__stored">
                {storedMedias.map((m, index) => {
                  const what = `${m.type === 'image' ? 'picture' : 'video'} ${index + 1}`;
                  return (
                    <div key={m.id ?? m.file} className="event-gallery__item">
                      {m.type === 'image' ? (
                        <img src={m.file} width={120} height={68} alt="" />
                      ) : (
                        <video src={m.file} width={120} height={68} controls aria-label={`Gallery ${what}`} />
                      )}
                      <label className="pp-checkbox">
                        <input
                          type="checkbox"
                          checked={m.id !== undefined && value.includes(m.id)}
                          disabled={m.id === undefined}
                          onChange={(event) =>
                            onChange(
                              event.target.checked ? [...value, m.id as number] : value.filter((kept) => kept !== m.id),
                            )
                          }
                        />
                        Keep <span className="pp-visually-hidden">{what}</span>
                      </label>
                    </div>
                  );
                })}
              </div>
            )}
          />
          <div className="pp-field__under">
            <span className="pp-field__hint">Untick a file to remove it when you save.</span>
          </div>
        </fieldset>
      )}
      <Controller
        control={control}
        name="medias"
        render={({ field }) => (
          <GalleryInput
            value={field.value}
            onChange={field.onChange}
            label={storedMedias.length ? 'Add to the gallery' : 'Gallery'}
            hint="Pictures or mp4 videos, up to 20MB each, 10 at most."
          />
        )}
      />
      <MultiSelectField
        name="guests"
        control={control}
        label="Suggested experts"
        hint="Guests from your own list."
        error={errors.guests?.message}
        options={guestOptions}
        loading={guests.isPending}
        placeholder="Choose guests"
      />
      <Field label="Industries" error={errors.industries?.message}>
        {(field) => (
          <Controller
            control={control}
            name="industries"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <TagsInput
                {...field}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                maxLength={LIMITS.STRING_MAX}
                placeholder="Type an industry and press Enter"
              />
            )}
          />
        )}
      </Field>
      <RelatedContentField control={control} stored={item?.content} error={errors.content?.message} />
      {progress !== null && (
        <progress max={100} value={progress} aria-label="Upload progress" style={{ width: '100%' }} />
      )}
      <div className="pp-form-actions">
        <Button variant="primary" htmlType="submit" loading={saving}>
          {item ? 'Save changes' : 'Publish'}
        </Button>
        <Button onClick={() => setPreview(form.getValues())}>Preview</Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
      {preview && (
        <Suspense fallback={<Spinner label="Loading the preview" />}>
          <EventPreviewDialog
            values={preview}
            stored={item}
            guestNames={guestOptions.filter((g) => preview.guests.includes(g.value)).map((g) => g.label)}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </form>
  );
}

/**
 * /background-briefing/create (with ?tab=posts: a story idea), /background-briefing/edit/{id} and
 * /events/event/edit/{id}: the event form, titled 'Create news' or 'View & Edit' (spec section 2).
 */
export default function EventFormPage() {
  const { id: param } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = pathname.includes('/events/event/edit') || pathname.includes('/background-briefing/edit/');
  const id = editing ? Number(param) : undefined;
  const existing = useEventItem(id);
  const kind: EventKind = existing.data?.kind ?? (params.get('tab') === 'posts' ? 'story_idea' : 'event');
  const back = () => navigate(kind === 'story_idea' ? STORY_IDEAS_HOME : ROUTES.EVENTS_LIST);
  const subtitle = kind === 'story_idea' ? 'Story idea' : 'Background briefing';

  if (!editing) {
    return (
      <section>
        <PageHeader title="Create news" subtitle={subtitle} />
        <EventForm key={kind} kind={kind} onDone={back} />
      </section>
    );
  }
  return (
    <section>
      <PageHeader title="View & Edit" subtitle={subtitle} />
      {existing.data ? (
        <EventForm key={existing.data.id} item={existing.data} kind={kind} onDone={back} />
      ) : existing.isError || !(Number.isInteger(id) && (id ?? 0) > 0) ? (
        <Notice tone="warning" title="Not found" description={<Button onClick={back}>Back</Button>} />
      ) : (
        <Spinner label="Loading the event" />
      )}
    </section>
  );
}
