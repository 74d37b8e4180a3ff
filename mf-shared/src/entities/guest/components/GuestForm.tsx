import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LIMITS } from 'mf-shared';
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
import { Button } from 'mf-shared/kit/plain';
import { RatingInput } from 'mf-shared/kit/rating';
import { GUEST_GENDERS, GUEST_LIMITS, guestSchema, type GuestGender } from 'mf-shared/validation';
import type { GuestProfile } from '../profile.types';
import './guest-form.css';

/**
 * What the guest form holds and sends (spec sections 3 and 5, `guestSchema`): lists are lookup ids.
 * The files of a guest (avatar, company logo) are sent where they are chosen, not with these.
 */
export interface GuestFormValues {
  first_name: string;
  last_name: string;
  gender: GuestGender | undefined;
  title: string;
  headline: string;
  company_name: string;
  linkedin: string;
  country: number[];
  expertise: number[];
  available: number[];
  languages: number[];
  description: string;
  rating: number;
  is_company_description_visible: boolean;
  guest_company_description: string;
  manager_company_description: string;
}

/** An empty form: nothing chosen, the rating at the spec's default of 4. */
export const EMPTY_GUEST_FORM: GuestFormValues = {
  first_name: '',
  last_name: '',
  gender: undefined,
  title: '',
  headline: '',
  company_name: '',
  linkedin: '',
  country: [],
  expertise: [],
  available: [],
  languages: [],
  description: '',
  rating: LIMITS.RATING_DEFAULT,
  is_company_description_visible: false,
  guest_company_description: '',
  manager_company_description: '',
};

type Named = { id: number; name: string };

/** One reference list as a read gives it (the lookups entity's `useCountries()` and the like). */
export interface GuestFormLookup {
  data?: Named[];
  isPending: boolean;
}

/**
 * The reference lists the form chooses from. An entity does not import another (ESLint), so the
 * page passes them: `{ countries: useCountries(), expertises: useExpertises(), regions:
 * useRegions(), languages: useLanguages() }` from `mf-shared/entities/lookups`.
 */
export interface GuestFormLookups {
  countries: GuestFormLookup;
  expertises: GuestFormLookup;
  /** Media regions the guest is available for appearances in. */
  regions: GuestFormLookup;
  languages: GuestFormLookup;
}

const ids = (items: Named[] | undefined) => (items ?? []).map((item) => item.id);
const isGender = (value: unknown): value is GuestGender => (GUEST_GENDERS as readonly unknown[]).includes(value);

/** A guest as the API reads it (GET /guests/{id}), as the form's starting values (to change it). */
export function guestFormValues(guest: GuestProfile & { headline?: string | null }): GuestFormValues {
  return {
    first_name: guest.first_name ?? '',
    last_name: guest.last_name ?? '',
    gender: isGender(guest.gender) ? guest.gender : undefined,
    title: guest.title ?? '',
    headline: guest.headline ?? '',
    company_name: guest.company_name ?? '',
    linkedin: guest.linkedin ?? '',
    country: ids(guest.country),
    expertise: ids(guest.expertise),
    available: ids(guest.available),
    languages: ids(guest.languages),
    description: guest.description ?? '',
    rating: guest.rating || LIMITS.RATING_DEFAULT,
    is_company_description_visible: Boolean(guest.is_company_description_visible),
    guest_company_description: guest.guest_company_description ?? '',
    manager_company_description: guest.manager_company_description ?? '',
  };
}

/** Text trimmed, optional text left empty sent as `null`: what `guestSchema` and the API expect. */
function payloadOf(values: GuestFormValues): GuestFormValues {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    ...values,
    // The select's "Choose gender" is an empty value: none chosen.
    gender: values.gender || undefined,
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    title: text(values.title),
    headline: text(values.headline),
    company_name: text(values.company_name),
    linkedin: text(values.linkedin),
    description: text(values.description),
    guest_company_description: text(values.guest_company_description),
    manager_company_description: text(values.manager_company_description),
    country: values.country ?? [],
    expertise: values.expertise ?? [],
    available: values.available ?? [],
    languages: values.languages ?? [],
    is_company_description_visible: Boolean(values.is_company_description_visible),
  };
}

/** Half the form wide beside another field, all of it on a phone. */
const HALF = 320;

const named = (list: GuestFormLookup): Option<number>[] =>
  (list.data ?? []).map((item) => ({ value: item.id, label: item.name }));

export interface GuestFormProps {
  initialValues?: Partial<GuestFormValues>;
  /**
   * Sends the form (the caller's mutation). A rejection with a 422 puts each field's message under
   * the field; everything typed stays.
   */
  onSubmit: (values: GuestFormValues) => Promise<unknown>;
  submitLabel: ReactNode;
  lookups: GuestFormLookups;
  /** Buttons beside the submit one (Back, Cancel). */
  extra?: ReactNode;
}

const GENDER_OPTIONS = GUEST_GENDERS.map((gender) => ({ value: gender, label: gender }));

/**
 * The guest form (spec sections 3 and 5) with `guestSchema`'s rules and words: an expert's guest,
 * a journalist's private contact. The reference lists come from the lookups; nothing is sent
 * until every rule passes. Plain fields (kit/fields), so the pages that open with it load no antd.
 */
export function GuestForm({ initialValues, onSubmit, submitLabel, lookups, extra }: GuestFormProps) {
  const form = useForm<GuestFormValues>({
    defaultValues: { ...EMPTY_GUEST_FORM, ...initialValues },
    resolver: schemaResolver<GuestFormValues, GuestFormValues>(guestSchema, payloadOf),
  });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const [description, companyDescription, managerDescription, headline, companyDescriptionShown] = useWatch({
    control,
    name: [
      'description',
      'guest_company_description',
      'manager_company_description',
      'headline',
      'is_company_description_visible',
    ],
  });

  const submit = async (values: GuestFormValues) => {
    try {
      await onSubmit(payloadOf(values));
    } catch (error) {
      // The API client has toasted; the fields get their messages and nothing typed is lost.
      applyServerErrorsTo(form, error);
    }
  };

  const text = (name: keyof GuestFormValues, label: string, options: { placeholder?: string; type?: string } = {}) => (
    <Field label={label} error={errors[name]?.message} required basis={HALF}>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className="pp-input"
          type={options.type ?? 'text'}
          inputMode={options.type === 'url' ? 'url' : undefined}
          autoComplete="off"
          maxLength={LIMITS.STRING_MAX}
          placeholder={options.placeholder}
        />
      )}
    </Field>
  );

  const list = (
    name: 'country' | 'expertise' | 'available' | 'languages',
    label: string,
    placeholder: string,
    lookup: GuestFormLookup,
    required = true,
  ) => (
    <MultiSelectField
      name={name}
      control={control}
      label={label}
      error={errors[name]?.message}
      required={required}
      basis={HALF}
      options={named(lookup)}
      loading={lookup.isPending}
      placeholder={placeholder}
    />
  );

  const longText = (
    name: 'description' | 'guest_company_description' | 'manager_company_description',
    label: string,
    options: { rows?: number; required?: boolean; hint?: string; aside: ReactNode },
  ) => (
    <Field
      label={label}
      error={errors[name]?.message}
      required={options.required}
      hint={options.hint}
      aside={options.aside}
    >
      {(field) => (
        <textarea
          {...field}
          {...register(name)}
          className="pp-input"
          rows={options.rows ?? 3}
          maxLength={LIMITS.DESCRIPTION_MAX}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      className="guest-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      style={{ maxWidth: 880 }}
    >
      <FieldRow>
        {text('first_name', 'First name')}
        {text('last_name', 'Last name')}
      </FieldRow>
      <FieldRow>
        <Field label="Gender" error={errors.gender?.message} required basis={HALF}>
          {(field) => (
            <Select {...field} {...register('gender')} options={GENDER_OPTIONS} placeholder="Choose gender" />
          )}
        </Field>
        {text('title', 'Title', { placeholder: 'e.g. Chief Economist' })}
      </FieldRow>
      <Field
        label="Headline"
        error={errors.headline?.message}
        hint="One line under the name on cards and the profile."
        aside={<CharacterCount value={headline} max={GUEST_LIMITS.HEADLINE_MAX} />}
      >
        {(field) => (
          <input {...field} {...register('headline')} className="pp-input" maxLength={GUEST_LIMITS.HEADLINE_MAX} />
        )}
      </Field>
      <FieldRow>
        {text('company_name', 'Company name')}
        {text('linkedin', 'LinkedIn', { type: 'url', placeholder: 'https://www.linkedin.com/in/…' })}
      </FieldRow>
      <FieldRow>
        {list('country', 'Country', 'Choose countries', lookups.countries)}
        {list('expertise', 'Expertise', 'Choose expertise', lookups.expertises)}
      </FieldRow>
      <FieldRow>
        {list('available', 'Available for appearances in', 'Choose media regions', lookups.regions)}
        {list('languages', 'Languages', 'Choose languages', lookups.languages, false)}
      </FieldRow>
      {longText('description', 'Description', {
        rows: 6,
        required: true,
        hint: `At least ${LIMITS.DESCRIPTION_MIN} characters.`,
        aside: <Remaining text={description} max={LIMITS.DESCRIPTION_MAX} />,
      })}
      <Field label="Rating" error={errors.rating?.message} required>
        {(field) => (
          <Controller
            name="rating"
            control={control}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <RatingInput
                {...field}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                min={GUEST_LIMITS.RATING_MIN}
                max={GUEST_LIMITS.RATING_MAX}
              />
            )}
          />
        )}
      </Field>
      <div className="pp-field">
        <label className="pp-checkbox">
          <input
            type="checkbox"
            {...register('is_company_description_visible', { deps: ['guest_company_description'] })}
          />
          Show the company description on the profile
        </label>
      </div>
      {longText('guest_company_description', 'Company description', {
        required: Boolean(companyDescriptionShown),
        aside: <CharacterCount value={companyDescription} max={LIMITS.DESCRIPTION_MAX} />,
      })}
      {longText('manager_company_description', 'Manager company description', {
        aside: <CharacterCount value={managerDescription} max={LIMITS.DESCRIPTION_MAX} />,
      })}
      <div className="guest-form__actions">
        {extra}
        <Button variant="primary" htmlType="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The spec's "characters remaining" under the description (510 at most). */
function Remaining({ text, max }: { text: string | undefined; max: number }) {
  const left = max - (text ?? '').length;
  return <span className={left < 0 ? 'pp-field__error' : undefined}>{left} characters remaining</span>;
}
