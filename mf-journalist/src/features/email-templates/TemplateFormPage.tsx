import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LIMITS, saySuccess } from 'mf-shared';
import {
  useCreateTemplate,
  useTemplate,
  useUpdateTemplate,
  type EmailTemplate,
  type TemplateInput,
} from 'mf-shared/entities/template';
import type { RichTextEditorHandle } from 'mf-shared/kit/editor';
import { applyServerErrorsTo, Field, RichTextField, schemaResolver } from 'mf-shared/kit/fields';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Notice, Spinner } from 'mf-shared/kit/plain';
import { emailTemplateSchema } from 'mf-shared/validation';
import { PlaceholderChips } from './PlaceholderChips';
import { TEMPLATE_PATHS, type FromList } from './paths';

/**
 * A template's title and content, on the kit's plain fields: the page opens without antd, and the
 * editor loads when the person goes into the content (issue 25).
 */
function TemplateForm({ template, back }: { template?: EmailTemplate; back: () => void }) {
  const form = useForm<TemplateInput>({
    defaultValues: { title: template?.title ?? '', content: template?.content ?? '' },
    resolver: schemaResolver<TemplateInput>(emailTemplateSchema),
  });
  const errors = form.formState.errors;
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
      applyServerErrorsTo(form, error);
    }
  };

  return (
    <form
      noValidate
      className="template-form"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      style={{ maxWidth: 800 }}
    >
      <Field label="Title" required error={errors.title?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register('title')}
            className="pp-input"
            maxLength={LIMITS.STRING_MAX}
            placeholder="e.g. Interview request"
          />
        )}
      </Field>
      <RichTextField
        name="content"
        control={form.control}
        label="Content"
        required
        error={errors.content?.message}
        hint="Placeholders are filled in when you send an interview request."
        placeholder="Write your invitation…"
        editorRef={editor}
      />
      <div style={{ marginBottom: 24 }}>
        <PlaceholderChips onInsert={(token) => editor.current?.insertText(token)} />
      </div>
      <div className="pp-form-actions">
        <Button variant="primary" htmlType="submit" loading={saving}>
          {template ? 'Save changes' : 'Save template'}
        </Button>
        <Button onClick={back}>Cancel</Button>
      </div>
    </form>
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
        <Notice
          tone="warning"
          title="Email template not found"
          description={<Button onClick={() => navigate(TEMPLATE_PATHS.LIST)}>Back to email templates</Button>}
        />
      ) : (
        <Spinner label="Loading the template" />
      )}
    </section>
  );
}
