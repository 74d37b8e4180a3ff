import { Button, Flex, Form, Input, Result, Skeleton } from 'antd';
import { useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { saySuccess } from 'mf-shared';
import { RichTextEditor, type RichTextEditorHandle } from 'mf-shared/kit/editor';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { PageHeader } from 'mf-shared/kit/page';
import {
  useCreateTemplate,
  useTemplate,
  useUpdateTemplate,
  type EmailTemplate,
  type TemplateInput,
} from 'mf-shared/entities/template';
import { emailTemplateSchema } from 'mf-shared/validation';
import { PlaceholderChips } from './PlaceholderChips';
import { TEMPLATE_PATHS, type FromList } from './paths';

const titleRule = yupRule(emailTemplateSchema, 'title');
const contentRule = yupRule(emailTemplateSchema, 'content');

function TemplateForm({ template, back }: { template?: EmailTemplate; back: () => void }) {
  const [form] = Form.useForm<TemplateInput>();
  const editor = useRef<RichTextEditorHandle>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isPending || update.isPending;

  const submit = async (values: TemplateInput) => {
    try {
      const answer = template
        ? await update.mutateAsync({ id: template.id, ...values })
        : await create.mutateAsync(values);
      saySuccess(answer);
      back();
    } catch (error) {
      // The API client has shown the toast; the fields get their own messages, nothing typed is lost.
      applyServerErrors(form, error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ title: template?.title ?? '', content: template?.content ?? '' }}
      style={{ maxWidth: 800 }}
    >
      <Form.Item name="title" label="Title" rules={[titleRule]}>
        <Input placeholder="e.g. Interview request" />
      </Form.Item>
      <Form.Item
        name="content"
        label="Content"
        rules={[contentRule]}
        extra="Placeholders are filled in when you send an interview request."
      >
        <RichTextEditor ref={editor} aria-label="Content" placeholder="Write your invitation…" />
      </Form.Item>
      <Form.Item>
        <PlaceholderChips onInsert={(token) => editor.current?.insertText(token)} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {template ? 'Save changes' : 'Save template'}
        </Button>
        <Button onClick={back}>Cancel</Button>
      </Flex>
    </Form>
  );
}

/** /email-templates/new and /email-templates/edit/{id}: a template's title and content. */
export default function TemplateFormPage() {
  const { id: param } = useParams();
  const id = param === undefined ? undefined : Number(param);
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = () => navigate((state as FromList | null)?.from ?? TEMPLATE_PATHS.LIST);
  const existing = useTemplate(id);

  if (id === undefined) {
    return (
      <section>
        <PageHeader title="New template" />
        <TemplateForm back={back} />
      </section>
    );
  }
  return (
    <section>
      <PageHeader title="Edit template" />
      {existing.data ? (
        // Keyed by the template, so the form starts from the loaded values.
        <TemplateForm key={existing.data.id} template={existing.data} back={back} />
      ) : existing.isError || !(Number.isInteger(id) && id > 0) ? (
        <Result
          status="warning"
          title="Email template not found"
          extra={<Button onClick={() => navigate(TEMPLATE_PATHS.LIST)}>Back to email templates</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </section>
  );
}
