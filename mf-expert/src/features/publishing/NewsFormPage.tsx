import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LIMITS, ROUTES, saySuccess } from 'mf-shared';
import { useExpertises } from 'mf-shared/entities/lookups';
import { useCreateNews, useNewsItem, useUpdateNews, type NewsItem } from 'mf-shared/entities/news';
import { EDITOR_HEIGHT } from 'mf-shared/kit/editor';
import { applyServerErrorsTo, Field, MultiSelectField, RichTextField, schemaResolver } from 'mf-shared/kit/fields';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Notice, Spinner } from 'mf-shared/kit/plain';
import { newsSchema } from 'mf-shared/validation';
import { useSuggestableGuests } from '../../lib/guests';
import { PictureInput, type PictureChoice } from '../../lib/PictureInput';

interface NewsFormValues {
  title: string;
  text: string;
  link: string;
  expertise: number[];
  guest_id: number[];
  picture: PictureChoice;
}

const startFrom = (item?: NewsItem): NewsFormValues => ({
  title: item?.title ?? '',
  text: item?.text ?? '',
  link: item?.link ?? '',
  expertise: item?.expertise ?? [],
  guest_id: item?.guests.map((g) => g.guest_id) ?? [],
  picture: { file: null, keepStored: !!item?.picture },
});

/** What the rules check and the API receives, but the files. */
const checked = ({ title, text, link, expertise, guest_id }: NewsFormValues) => ({
  title,
  text,
  link: link.trim() || undefined,
  expertise,
  guest_id,
});

/**
 * A news item's form on the kit's plain fields (issue 25): the page opens without antd, and the
 * editor loads when the text is first used. The picture is measured in the browser and sent with
 * the rest, with the upload's progress.
 */
export function NewsForm({ item, onDone }: { item?: NewsItem; onDone: () => void }) {
  const form = useForm<NewsFormValues>({
    defaultValues: startFrom(item),
    resolver: schemaResolver<NewsFormValues, ReturnType<typeof checked>>(newsSchema, checked),
  });
  const errors = form.formState.errors;
  const create = useCreateNews();
  const update = useUpdateNews();
  const expertises = useExpertises();
  const guests = useSuggestableGuests();
  const [progress, setProgress] = useState<number | null>(null);
  const saving = create.isPending || update.isPending;

  const submit = async (values: NewsFormValues) => {
    const input = {
      ...checked(values),
      picture: values.picture.file ?? undefined,
      // The stored picture taken out of the field, or replaced by a new one.
      remove_picture: !!item?.picture && !values.picture.keepStored,
      onProgress: setProgress,
    };
    try {
      saySuccess(item ? await update.mutateAsync({ id: item.id, ...input }) : await create.mutateAsync(input));
      onDone();
    } catch (error) {
      // The API client has shown the toast; the fields get their messages and keep what was entered.
      applyServerErrorsTo(form, error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} style={{ maxWidth: 820 }}>
      <Field label="Title" required error={errors.title?.message}>
        {(field) => <input {...field} {...form.register('title')} className="pp-input" maxLength={LIMITS.STRING_MAX} />}
      </Field>
      <RichTextField
        name="text"
        control={form.control}
        label="Text"
        required
        error={errors.text?.message}
        height={EDITOR_HEIGHT}
      />
      <Field label="Website link" error={errors.link?.message}>
        {(field) => (
          <input
            {...field}
            {...form.register('link')}
            className="pp-input"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LIMITS.STRING_MAX}
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="picture"
        render={({ field }) => <PictureInput value={field.value} onChange={field.onChange} stored={item?.picture} />}
      />
      <MultiSelectField
        name="expertise"
        control={form.control}
        label="Expertise"
        required
        error={errors.expertise?.message}
        options={expertises.data?.map((e) => ({ value: e.id, label: e.name })) ?? []}
        loading={expertises.isPending}
        placeholder="Choose the topics"
      />
      <MultiSelectField
        name="guest_id"
        control={form.control}
        label="Suggested guests"
        hint="Guests from your own list."
        error={errors.guest_id?.message}
        options={guests.data?.data.map((g) => ({ value: g.id, label: `${g.first_name} ${g.last_name}` })) ?? []}
        loading={guests.isPending}
        placeholder="Choose guests"
      />
      {progress !== null && (
        <progress max={100} value={progress} aria-label="Upload progress" style={{ width: '100%' }} />
      )}
      <div className="pp-form-actions">
        <Button variant="primary" htmlType="submit" loading={saving}>
          {item ? 'Save changes' : 'Publish'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
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
        <Notice tone="warning" title="News not found" description={<Button onClick={back}>Back to your news</Button>} />
      ) : (
        <Spinner label="Loading the news" />
      )}
    </section>
  );
}
