import { Alert, Button, Col, Flex, Form, Input, Rate, Row, Select, Switch } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState, type ReactNode } from 'react';
import { LIMITS } from 'mf-shared';
import { applyServerErrors, ListSelect, yupRule } from 'mf-shared/kit/forms';
import { GUEST_GENDERS, GUEST_LIMITS, guestSchema, type GuestGender } from 'mf-shared/validation';
import type { GuestProfile } from '../profile.types';

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

/** The form's fields, in the order they are shown. */
export const GUEST_FORM_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'title',
  'headline',
  'company_name',
  'linkedin',
  'country',
  'expertise',
  'available',
  'languages',
  'description',
  'rating',
  'is_company_description_visible',
  'guest_company_description',
  'manager_company_description',
] as const satisfies readonly (keyof GuestFormValues)[];

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

const rule = (field: keyof GuestFormValues) => [yupRule<GuestFormValues>(guestSchema, field, payloadOf)];

/** A field half the form wide (all of it on a phone), checked by the guest rules. */
function HalfField(props: { name: keyof GuestFormValues; label: string; required?: boolean; children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={props.name} label={props.label} rules={rule(props.name)} required={props.required}>
        {props.children}
      </Form.Item>
    </Col>
  );
}

/** A field's server name (`country.0`, `country[]`) as the form's field (`country`). */
function formField(name: string): string {
  return name.replace(/\[\]$/, '').split('.')[0];
}
const isFormField = (name: string): name is (typeof GUEST_FORM_FIELDS)[number] =>
  (GUEST_FORM_FIELDS as readonly string[]).includes(name);

/** `value` and `onChange` come from Form.Item; the select reads its own list. */
function LookupField({
  value,
  onChange,
  id,
  label,
  list,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  label: string;
  list: GuestFormLookup;
}) {
  return (
    <ListSelect<number[]>
      id={id}
      value={value}
      onChange={onChange}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={`Choose ${label.toLowerCase()}`}
      loading={list.isPending}
      options={(list.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}

function Remaining({ text, max }: { text: string | undefined; max: number }) {
  const left = max - (text ?? '').length;
  return (
    <Typography.Text type={left < 0 ? 'danger' : 'secondary'} aria-live="polite">
      {left} characters remaining
    </Typography.Text>
  );
}

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

/**
 * The guest form (spec sections 3 and 5) with `guestSchema`'s rules and words: an expert's guest,
 * a journalist's private contact. The reference lists come from the lookups; nothing is sent
 * until every rule passes.
 */
export function GuestForm({ initialValues, onSubmit, submitLabel, lookups, extra }: GuestFormProps) {
  const [form] = Form.useForm<GuestFormValues>();
  const [sending, setSending] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const description = Form.useWatch('description', form);
  const companyDescriptionShown = Form.useWatch('is_company_description_visible', form);

  const submit = async (values: GuestFormValues) => {
    setSending(true);
    setOtherErrors([]);
    try {
      await onSubmit(payloadOf({ ...EMPTY_GUEST_FORM, ...values }));
    } catch (error) {
      // The API client has shown the toast; the form's fields get their messages, the rest is said above the buttons.
      const others: string[] = [];
      const marked = applyServerErrors(
        {
          setFields: (fields) =>
            form.setFields(
              fields.flatMap((field) => {
                const name = formField(String(Array.isArray(field.name) ? field.name.join('.') : field.name));
                if (isFormField(name)) return [{ ...field, name }];
                others.push(...(field.errors ?? []).map(String));
                return [];
              }),
            ),
        },
        error,
      );
      setOtherErrors(others);
      const first = marked.map(formField).find(isFormField);
      if (first) form.scrollToField(first, { block: 'center' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<GuestFormValues>
      form={form}
      layout="vertical"
      name="guest"
      initialValues={{ ...EMPTY_GUEST_FORM, ...initialValues }}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
      requiredMark
      style={{ maxWidth: 880 }}
    >
      <Row gutter={16}>
        <HalfField name="first_name" label="First name" required>
          <Input autoComplete="off" maxLength={LIMITS.STRING_MAX} />
        </HalfField>
        <HalfField name="last_name" label="Last name" required>
          <Input autoComplete="off" maxLength={LIMITS.STRING_MAX} />
        </HalfField>
        <HalfField name="gender" label="Gender" required>
          <Select<GuestGender>
            placeholder="Choose gender"
            options={GUEST_GENDERS.map((gender) => ({ value: gender, label: gender }))}
          />
        </HalfField>
        <HalfField name="title" label="Title" required>
          <Input placeholder="e.g. Chief Economist" maxLength={LIMITS.STRING_MAX} />
        </HalfField>
        <Col span={24}>
          <Form.Item
            name="headline"
            label="Headline"
            rules={rule('headline')}
            extra="One line under the name on cards and the profile."
          >
            <Input maxLength={GUEST_LIMITS.HEADLINE_MAX} showCount />
          </Form.Item>
        </Col>
        <HalfField name="company_name" label="Company name" required>
          <Input maxLength={LIMITS.STRING_MAX} />
        </HalfField>
        <HalfField name="linkedin" label="LinkedIn" required>
          <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" />
        </HalfField>
        <HalfField name="country" label="Country" required>
          <LookupField label="Countries" list={lookups.countries} />
        </HalfField>
        <HalfField name="expertise" label="Expertise" required>
          <LookupField label="Expertise" list={lookups.expertises} />
        </HalfField>
        <HalfField name="available" label="Available for appearances in" required>
          <LookupField label="Media regions" list={lookups.regions} />
        </HalfField>
        <HalfField name="languages" label="Languages">
          <LookupField label="Languages" list={lookups.languages} />
        </HalfField>
        <Col span={24}>
          <Form.Item
            name="description"
            label="Description"
            rules={rule('description')}
            required
            extra={
              <Flex justify="space-between" wrap gap={8}>
                <span>At least {LIMITS.DESCRIPTION_MIN} characters.</span>
                <Remaining text={description} max={LIMITS.DESCRIPTION_MAX} />
              </Flex>
            }
          >
            <Input.TextArea rows={6} maxLength={LIMITS.DESCRIPTION_MAX} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="rating" label="Rating" rules={rule('rating')} required>
            <RatingField />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="is_company_description_visible"
            label="Show the company description on the profile"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="guest_company_description"
            label="Company description"
            rules={rule('guest_company_description')}
            dependencies={['is_company_description_visible']}
            required={Boolean(companyDescriptionShown)}
          >
            <Input.TextArea rows={3} maxLength={LIMITS.DESCRIPTION_MAX} showCount />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="manager_company_description"
            label="Manager company description"
            rules={rule('manager_company_description')}
          >
            <Input.TextArea rows={3} maxLength={LIMITS.DESCRIPTION_MAX} showCount />
          </Form.Item>
        </Col>
      </Row>
      {otherErrors.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={otherErrors.join(' ')} role="alert" />
      )}
      <Flex gap={8} wrap>
        {extra}
        <Button type="primary" htmlType="submit" loading={sending}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}

/** Stars in half steps (0.5 to 5) with the value in words; `value` and `onChange` come from Form.Item. */
function RatingField({ value, onChange, id }: { value?: number; onChange?: (value: number) => void; id?: string }) {
  return (
    <Flex align="center" gap={12} wrap id={id}>
      <Rate allowHalf value={value} onChange={onChange} aria-label="Rating" />
      <Typography.Text type="secondary">
        {value ? `${value} of ${GUEST_LIMITS.RATING_MAX}` : 'Not rated'}
      </Typography.Text>
    </Flex>
  );
}
