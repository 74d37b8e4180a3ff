import {
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  TimePicker,
  type FormRule,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LIMITS, ROUTES } from 'mf-shared';
import {
  useCreateEvent,
  useEventItem,
  useRelatedSearch,
  useUpdateEvent,
  type EventDetails,
  type EventInput,
  type EventKind,
} from 'mf-shared/entities/event';
import { DatePickerField, DateTimePicker } from 'mf-shared/kit/date';
import { EDITOR_HEIGHT, RichTextEditor } from 'mf-shared/kit/editor';
import { PageHeader } from 'mf-shared/kit/page';
import { UploadField, uploadResults } from 'mf-shared/kit/upload';
import { eventSchema, PICTURE_HINTS } from 'mf-shared/validation';
import { useSuggestableGuests } from '../../lib/guests';
import { SuggestedGuestsSelect } from '../../lib/SuggestedGuestsSelect';
import { PICTURE_EXTENSIONS } from '../../lib/picture';
import { chosenPicture, PictureField, pictureRule, storedPicture } from '../../lib/PictureField';
import { useSaveWithProgress } from '../../lib/useSaveWithProgress';
import { EventPreview } from './EventPreview';
import { STORY_IDEAS_HOME } from './paths';
import { useDebouncedValue } from './useDebouncedValue';

export interface EventFormValues {
  heading: string;
  header_image?: UploadFile<File>[];
  description: string;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  all_day: boolean;
  start_time: Dayjs | null;
  end_time: Dayjs | null;
  time_zone: string;
  embargo_until: Dayjs | null;
  location: string;
  organised_by: string;
  phone_number: string;
  email: string;
  signups_url: string;
  medias?: UploadFile<File>[];
  /** Stored gallery files that stay (an edit). */
  keep_medias: number[];
  guests: number[];
  industries: string[];
  content: string[];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();
const day = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');
const time = (t: Dayjs | null) => (t ? t.format('HH:mm') : '');
const text = (s: string | undefined) => s?.trim() || undefined;
/** Gallery files are received as they are (the server reads their type); nothing is sent before Publish. */
const keepFile = async (file: File) => file;

/** What the shared eventSchema checks: the form's values as they will be sent. */
function toPayload(values: EventFormValues, kind: EventKind, stored?: EventDetails) {
  const file = chosenPicture(values.header_image);
  return {
    kind,
    heading: values.heading ?? '',
    header_image: file ?? (values.header_image?.some((f) => f.uid === 'stored') ? stored?.header_image : undefined),
    description: values.description ?? '',
    start_date: day(values.start_date ?? null),
    end_date: day(values.end_date ?? null),
    all_day: !!values.all_day,
    start_time: values.all_day ? '' : time(values.start_time ?? null),
    end_time: values.all_day ? '' : time(values.end_time ?? null),
    time_zone: values.time_zone,
    embargo_until: values.embargo_until ? values.embargo_until.toISOString() : '',
    location: values.location ?? '',
    organised_by: values.organised_by ?? '',
    phone_number: values.phone_number ?? '',
    email: values.email ?? '',
    signups_url: values.signups_url ?? '',
    guests: values.guests ?? [],
    industries: values.industries ?? [],
    content: values.content ?? [],
  };
}

function startFrom(item: EventDetails | undefined): EventFormValues {
  const clock = (t: string | null | undefined) => (t ? dayjs(`2000-01-01T${t.slice(0, 5)}`) : null);
  return {
    heading: item?.heading ?? '',
    header_image: storedPicture(item?.header_image),
    description: item?.description ?? '',
    start_date: item?.start_date ? dayjs(item.start_date) : null,
    end_date: item?.end_date ? dayjs(item.end_date) : null,
    all_day: item?.all_day === 1,
    start_time: clock(item?.start_time),
    end_time: clock(item?.end_time),
    time_zone: item?.time_zone || browserZone(),
    embargo_until: item?.embargo_until ? dayjs(item.embargo_until) : null,
    location: item?.location ?? '',
    organised_by: item?.organised_by ?? '',
    phone_number: item?.phone_number ?? '',
    email: item?.email ?? '',
    signups_url: item?.signups_url ?? '',
    medias: undefined,
    keep_medias: item?.medias?.flatMap((m) => (m.id ? [m.id] : [])) ?? [],
    guests: item?.guests?.map((g) => g.guest_id) ?? [],
    industries: item?.industries?.map((i) => i.name) ?? [],
    content: item?.content?.map((c) => c.key ?? `${c.type}:${c.id}`) ?? [],
  };
}

/** Related content chosen by searching titles, 500 ms after the last key. */
function RelatedSelect({
  stored,
  ...props
}: {
  stored: EventDetails['content'];
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, LIMITS.DEBOUNCE_MS);
  const found = useRelatedSearch(settled);
  const [known, setKnown] = useState<Record<string, string>>(() =>
    Object.fromEntries((stored ?? []).map((c) => [c.key ?? `${c.type}:${c.id}`, `${c.title} (${c.type})`])),
  );
  const options = useMemo(() => {
    const all = { ...known };
    for (const item of found.data ?? []) all[item.key ?? `${item.type}:${item.id}`] = `${item.title} (${item.type})`;
    return Object.entries(all).map(([value, label]) => ({ value, label }));
  }, [known, found.data]);
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      onChange={(value: string[]) => {
        setKnown(Object.fromEntries(options.map((o) => [o.value, o.label])));
        props.onChange?.(value);
      }}
      loading={found.isFetching}
      options={options}
      placeholder="Search news, blog posts and events"
      notFoundContent={settled ? 'No Result Found' : 'Type to search'}
    />
  );
}

export function EventForm({ item, kind, onDone }: { item?: EventDetails; kind: EventKind; onDone: () => void }) {
  const [form] = Form.useForm<EventFormValues>();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const guests = useSuggestableGuests();
  const { save, saving, progressBar } = useSaveWithProgress(form, { create, update }, item?.id, onDone);
  const [preview, setPreview] = useState<EventFormValues | null>(null);
  const allDay = Form.useWatch('all_day', form);
  const story = kind === 'story_idea';
  const stored = { start_date: item?.start_date, end_date: item?.end_date, embargo_until: item?.embargo_until };

  /** The shared rule of one field, with the stored dates an edit may keep though they are past. */
  const rule =
    (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        await eventSchema.validateAt(field, toPayload(getFieldsValue(true) as EventFormValues, kind, item), {
          context: { stored },
        });
      },
    });

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
      header_image: chosenPicture(values.header_image),
      medias: uploadResults(values.medias),
      remove_medias: removed.length ? removed : undefined,
    };
    await save(input);
  };

  const storedMedias = item?.medias ?? [];
  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      initialValues={startFrom(item)}
      onFinish={submit}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name="heading" label="Heading" rules={[rule('heading')]} required>
        <Input />
      </Form.Item>
      <Form.Item name="header_image" label="Header image" rules={[rule('header_image'), pictureRule]} required>
        <PictureField label="Upload header image" hint={PICTURE_HINTS.EVENT_HEADER} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[rule('description')]} required>
        <RichTextEditor aria-label="Description" height={EDITOR_HEIGHT} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="start_date" label="Start date" rules={[rule('start_date')]} required>
            <DatePickerField notPast style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="end_date" label="End date" rules={[rule('end_date')]} dependencies={['start_date']} required>
            <DatePickerField notPast style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="all_day" label="All day" valuePropName="checked">
        <Switch />
      </Form.Item>
      {!allDay && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="start_time" label="Start time" rules={[rule('start_time')]}>
              <TimePicker use12Hours format="hh:mm A" minuteStep={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="end_time"
              label="End time"
              rules={[rule('end_time')]}
              dependencies={['start_time', 'start_date', 'end_date']}
            >
              <TimePicker use12Hours format="hh:mm A" minuteStep={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="time_zone" label="Time zone" rules={[rule('time_zone')]}>
            <Select showSearch options={ZONES.map((z) => ({ value: z, label: z }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="embargo_until"
            label="Embargo until"
            rules={[rule('embargo_until')]}
            extra="Until then the public page shows only the heading, date and organiser."
          >
            <DateTimePicker notPast style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="location" label="Location" rules={[rule('location')]} required={!story}>
        <Input />
      </Form.Item>
      <Form.Item name="organised_by" label="Organised by" rules={[rule('organised_by')]}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="phone_number" label="Phone" rules={[rule('phone_number')]}>
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[rule('email')]}>
            <Input inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="signups_url" label="Signups url" rules={[rule('signups_url')]} required={!story}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      {storedMedias.length > 0 && (
        <Form.Item name="keep_medias" label="Gallery" extra="Untick a file to remove it when you save.">
          <Checkbox.Group>
            <Image.PreviewGroup>
              <Flex gap={8} wrap>
                {storedMedias.map((m) => (
                  <Flex key={m.id} vertical align="center" gap={4}>
                    {m.type === 'image' ? (
                      <Image src={m.file} width={120} height={68} style={{ objectFit: 'cover' }} alt="" />
                    ) : (
                      <video src={m.file} width={120} height={68} controls />
                    )}
                    <Checkbox value={m.id}>Keep</Checkbox>
                  </Flex>
                ))}
              </Flex>
            </Image.PreviewGroup>
          </Checkbox.Group>
        </Form.Item>
      )}
      <Form.Item name="medias" label={storedMedias.length ? 'Add to the gallery' : 'Gallery'}>
        <UploadField<File>
          send={keepFile}
          accept={PICTURE_EXTENSIONS}
          maxCount={LIMITS.LIST_MAX}
          variant="card"
          label="Add"
          hint="Pictures or mp4 videos, up to 20MB each, 10 at most."
        />
      </Form.Item>
      <Form.Item name="guests" label="Suggested experts" extra="Guests from your own list.">
        <SuggestedGuestsSelect />
      </Form.Item>
      <Form.Item name="industries" label="Industries" rules={[rule('industries')]}>
        <Select mode="tags" placeholder="Type an industry and press Enter" tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="content" label="Related content" rules={[rule('content')]}>
        <RelatedSelect stored={item?.content} />
      </Form.Item>
      {progressBar}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {item ? 'Save changes' : 'Publish'}
        </Button>
        <Button onClick={() => setPreview(form.getFieldsValue(true) as EventFormValues)}>Preview</Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
      <Modal
        open={preview !== null}
        title="Preview of the public page"
        onCancel={() => setPreview(null)}
        footer={null}
        width={960}
        destroyOnHidden
      >
        {preview && (
          <EventPreview
            values={preview}
            stored={item}
            guestNames={(guests.data?.data ?? [])
              .filter((g) => preview.guests?.includes(g.id))
              .map((g) => `${g.first_name} ${g.last_name}`)}
          />
        )}
      </Modal>
    </Form>
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
        <Result status="warning" title="Not found" extra={<Button onClick={back}>Back</Button>} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </section>
  );
}
