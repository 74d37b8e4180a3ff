import { Button, Flex, Form, Input, Result, Select, Skeleton, type UploadFile } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { useExpertises } from 'mf-shared/entities/lookups';
import { useCreateNews, useNewsItem, useUpdateNews, type NewsItem } from 'mf-shared/entities/news';
import { EDITOR_HEIGHT, RichTextEditor } from 'mf-shared/kit/editor';
import { yupRule } from 'mf-shared/kit/forms';
import { PageHeader } from 'mf-shared/kit/page';
import { newsSchema } from 'mf-shared/validation';
import { SuggestedGuestsSelect } from '../../lib/SuggestedGuestsSelect';
import { chosenPicture, PictureField, pictureRule, storedPicture } from '../../lib/PictureField';
import { useSaveWithProgress } from '../../lib/useSaveWithProgress';

interface NewsFormValues {
  title: string;
  text: string;
  link: string;
  expertise: number[];
  guest_id: number[];
  picture?: UploadFile<File>[];
}

const rule = (field: keyof NewsFormValues) => yupRule(newsSchema, field);

const startFrom = (item?: NewsItem): NewsFormValues => ({
  title: item?.title ?? '',
  text: item?.text ?? '',
  link: item?.link ?? '',
  expertise: item?.expertise ?? [],
  guest_id: item?.guests.map((g) => g.guest_id) ?? [],
  picture: storedPicture(item?.picture),
});

export function NewsForm({ item, onDone }: { item?: NewsItem; onDone: () => void }) {
  const [form] = Form.useForm<NewsFormValues>();
  const create = useCreateNews();
  const update = useUpdateNews();
  const expertises = useExpertises();
  const { save, saving, progressBar } = useSaveWithProgress(form, { create, update }, item?.id, onDone);

  const submit = async ({ picture, link, ...values }: NewsFormValues) => {
    const payload = {
      ...values,
      link: link.trim() || undefined,
      picture: chosenPicture(picture),
      // The stored picture taken out of the field, and none chosen instead.
      remove_picture: !!item?.picture && !picture?.some((f) => f.uid === 'stored'),
    };
    await save(payload);
  };

  return (
    <Form<NewsFormValues>
      form={form}
      layout="vertical"
      initialValues={startFrom(item)}
      onFinish={submit}
      style={{ maxWidth: 820 }}
    >
      <Form.Item name="title" label="Title" rules={[rule('title')]}>
        <Input />
      </Form.Item>
      <Form.Item name="text" label="Text" rules={[rule('text')]}>
        <RichTextEditor aria-label="Text" height={EDITOR_HEIGHT} />
      </Form.Item>
      <Form.Item name="link" label="Website link" rules={[rule('link')]}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item name="picture" label="Picture" rules={[pictureRule]}>
        <PictureField />
      </Form.Item>
      <Form.Item name="expertise" label="Expertise" rules={[rule('expertise')]} required>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={expertises.isPending}
          options={expertises.data?.map((e) => ({ value: e.id, label: e.name }))}
          placeholder="Choose the topics"
        />
      </Form.Item>
      <Form.Item name="guest_id" label="Suggested guests" extra="Guests from your own list.">
        <SuggestedGuestsSelect />
      </Form.Item>
      {progressBar}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {item ? 'Save changes' : 'Publish'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    </Form>
  );
}

/**
 * /contacts-manager/expert/news/create and /edit/{id} (a path with /contacts-manager/expert/news/edit
 * edits): the news form titled 'Create news' or 'View & Edit'.
 */
export default function NewsFormPage() {
  const { id: param } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const editing = pathname.includes('/contacts-manager/expert/news/edit');
  const id = editing ? Number(param) : undefined;
  const existing = useNewsItem(id);
  const back = () => navigate(ROUTES.CONTACTS_MANAGER);

  if (!editing) {
    return (
      <section>
        <PageHeader title="Create news" />
        <NewsForm onDone={back} />
      </section>
    );
  }
  return (
    <section>
      <PageHeader title="View & Edit" />
      {existing.data ? (
        <NewsForm key={existing.data.id} item={existing.data} onDone={back} />
      ) : existing.isError || !(Number.isInteger(id) && (id ?? 0) > 0) ? (
        <Result status="warning" title="News not found" extra={<Button onClick={back}>Back to your news</Button>} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </section>
  );
}
