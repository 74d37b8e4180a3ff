import { Button, Checkbox, Flex, Form, Input, Result, Skeleton } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { DateTimePicker } from 'mf-shared/kit/date';
import { applyServerErrors, ListSelect } from 'mf-shared/kit/forms';
import { PageHeader } from 'mf-shared/kit/page';
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
import { browserTimeZone, deadlineIso, suggestedDeadline, timeZones, wallClock } from './deadline';

/** The form's values: the deadline as the picker's wall clock, the cap as typed. */
export interface RequestFormValues {
  summary?: string;
  details?: string;
  expertise_ids?: number[];
  country_ids?: number[];
  region_ids?: number[];
  language_ids?: number[];
  medium?: string;
  format?: string;
  deadline?: Dayjs | null;
  time_zone?: string;
  outlet_name?: string;
  anonymous_outlet?: boolean;
  max_pitches?: string | number | null;
}

/** What is sent: the deadline read in its zone, an empty cap as none. */
export function payloadOf(v: RequestFormValues): SourceRequestInput {
  const zone = v.time_zone ?? browserTimeZone();
  const cap =
    v.max_pitches === undefined || v.max_pitches === null || v.max_pitches === '' ? null : Number(v.max_pitches);
  return {
    summary: v.summary ?? '',
    details: paragraphsHtml(v.details ?? ''),
    expertise_ids: v.expertise_ids ?? [],
    country_ids: v.country_ids ?? [],
    region_ids: v.region_ids ?? [],
    language_ids: v.language_ids ?? [],
    medium: v.medium ?? '',
    format: v.format ?? '',
    deadline: v.deadline ? deadlineIso(v.deadline, zone) : '',
    time_zone: zone,
    anonymous_outlet: Boolean(v.anonymous_outlet),
    outlet_name: v.anonymous_outlet ? null : (v.outlet_name ?? ''),
    max_pitches: cap,
  };
}

function initialValues(request?: SourceRequest): RequestFormValues {
  if (!request) {
    return {
      time_zone: browserTimeZone(),
      deadline: suggestedDeadline(),
      anonymous_outlet: false,
      expertise_ids: [],
      country_ids: [],
      region_ids: [],
      language_ids: [],
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
    deadline: wallClock(request.deadline, request.time_zone),
    time_zone: request.time_zone,
    outlet_name: request.outlet_name ?? '',
    anonymous_outlet: request.anonymous_outlet,
    max_pitches: request.max_pitches ?? '',
  };
}

const named = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** Searchable multiple choice among reference entries. */
function Picker({ loading, options, placeholder, ...rest }: Parameters<typeof ListSelect<number[]>>[0]) {
  return (
    <ListSelect<number[]>
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      options={options}
      placeholder={placeholder}
      {...rest}
    />
  );
}

export function RequestForm({ request, onDone }: { request?: SourceRequest; onDone: (saved: SourceRequest) => void }) {
  const [form] = Form.useForm<RequestFormValues>();
  const create = useCreateSourceRequest();
  const update = useUpdateSourceRequest();
  const expertises = useExpertises();
  const countries = useCountries();
  const regions = useRegions();
  const languages = useLanguages();
  const anonymous = Form.useWatch('anonymous_outlet', form);
  const saving = create.isPending || update.isPending;

  // Each field checked with the shared rules against the whole payload, as the server checks it; a
  // deadline left as it was on an edit is not refused for being near.
  const context = { stored: request ? { deadline: request.deadline } : undefined };
  const rule =
    (field: keyof SourceRequestInput): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        await sourceRequestSchema.validateAt(field, payloadOf(getFieldsValue(true) as RequestFormValues), { context });
      },
    });

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
      applyServerErrors(form, error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      validateTrigger="onSubmit"
      initialValues={initialValues(request)}
      style={{ maxWidth: 800 }}
      aria-label={request ? 'Edit request' : 'New request'}
    >
      <Form.Item name="summary" label="Summary" rules={[rule('summary')]} extra="What you need, in one line.">
        <Input
          maxLength={REQUEST_LIMITS.SUMMARY_MAX}
          showCount
          placeholder="e.g. AI expert on regulation in Singapore"
        />
      </Form.Item>
      <Form.Item
        name="details"
        label="Details"
        rules={[rule('details')]}
        extra="The story, the questions, what a good source knows. Blank lines start a new paragraph."
      >
        <Input.TextArea rows={6} maxLength={REQUEST_LIMITS.DETAILS_MAX} showCount />
      </Form.Item>
      <Form.Item name="expertise_ids" label="Expertise" rules={[rule('expertise_ids')]}>
        <Picker loading={expertises.isPending} options={named(expertises.data)} placeholder="Choose one or more" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="country_ids" label="Countries" rules={[rule('country_ids')]} style={{ flex: '1 1 220px' }}>
          <Picker loading={countries.isPending} options={named(countries.data)} placeholder="Any" />
        </Form.Item>
        <Form.Item name="region_ids" label="Media regions" rules={[rule('region_ids')]} style={{ flex: '1 1 220px' }}>
          <Picker loading={regions.isPending} options={named(regions.data)} placeholder="Any" />
        </Form.Item>
        <Form.Item name="language_ids" label="Languages" rules={[rule('language_ids')]} style={{ flex: '1 1 220px' }}>
          <Picker loading={languages.isPending} options={named(languages.data)} placeholder="Any" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="medium" label="Medium" rules={[rule('medium')]} style={{ flex: '1 1 220px' }}>
          <ListSelect<string> placeholder="Choose a medium" options={REQUEST_MEDIA.map((m) => ({ ...m }))} />
        </Form.Item>
        <Form.Item name="format" label="Format" rules={[rule('format')]} style={{ flex: '1 1 220px' }}>
          <ListSelect<string> placeholder="Choose a format" options={REQUEST_FORMATS.map((f) => ({ ...f }))} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="deadline"
          label="Deadline"
          rules={[rule('deadline')]}
          extra="At least one hour from now."
          style={{ flex: '1 1 220px' }}
        >
          <DateTimePicker notPast style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="time_zone" label="Time zone" rules={[rule('time_zone')]} style={{ flex: '1 1 220px' }}>
          <ListSelect<string>
            showSearch
            options={timeZones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
            // The deadline is read again in the new zone.
            onChange={() => form.getFieldError('deadline').length > 0 && void form.validateFields(['deadline'])}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="flex-start">
        <Form.Item name="outlet_name" label="Outlet" rules={[rule('outlet_name')]} style={{ flex: '1 1 220px' }}>
          <Input
            maxLength={REQUEST_LIMITS.OUTLET_MAX}
            disabled={Boolean(anonymous)}
            placeholder="e.g. The Straits Times"
          />
        </Form.Item>
        <Form.Item
          name="anonymous_outlet"
          valuePropName="checked"
          label=" "
          colon={false}
          style={{ flex: '1 1 220px' }}
        >
          <Checkbox
            onChange={() => form.getFieldError('outlet_name').length > 0 && void form.validateFields(['outlet_name'])}
          >
            {REQUEST_MESSAGES.ANONYMOUS_OUTLET}
          </Checkbox>
        </Form.Item>
      </Flex>
      <Form.Item
        name="max_pitches"
        label="Cap on pitches"
        rules={[rule('max_pitches')]}
        extra="Optional: the request takes no more pitches than this."
      >
        <Input
          type="number"
          min={1}
          max={REQUEST_LIMITS.MAX_PITCHES_MAX}
          style={{ maxWidth: 160 }}
          placeholder="No cap"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {request ? 'Save changes' : 'Post request'}
      </Button>
    </Form>
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
        <Result
          status="warning"
          title={existing.data ? REQUEST_MESSAGES.CLOSED : REQUEST_MESSAGES.NOT_FOUND}
          extra={<Button onClick={() => navigate(SOURCE_REQUEST_PATHS.LIST)}>Back to requests</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </section>
  );
}
