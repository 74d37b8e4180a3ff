import { Typography } from 'mf-shared/kit/typography';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDate, saySuccess } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { PageHeader } from 'mf-shared/kit/page';
import { Button, Tag } from 'mf-shared/kit/plain';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import {
  useDeleteTemplate,
  useMakeDefaultTemplate,
  useTemplates,
  type EmailTemplate,
  type TemplateSort,
} from 'mf-shared/entities/template';
import { editTemplatePath, TEMPLATE_PATHS, type FromList } from './paths';

const SORT_KEYS: TemplateSort[] = ['title', 'updated_at'];

/** /email-templates/all: the journalist's templates, searchable, sortable and paged. */
export default function TemplatesPage() {
  const table = useTableQuery({ sortKeys: SORT_KEYS });
  const { query } = table;
  const list = useTemplates({
    page: query.page,
    per_page: query.perPage,
    search: query.search,
    sort: (query.sort as TemplateSort | null) ?? undefined,
    order: query.order ?? undefined,
  });
  const makeDefault = useMakeDefaultTemplate();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const from: FromList = { from: pathname + search };

  const setDefault = async (template: EmailTemplate) => {
    const answer = await makeDefault.mutateAsync(template.id);
    saySuccess(answer);
  };
  const deleteTemplate = async (template: EmailTemplate) => {
    const answer = await remove.mutateAsync(template.id);
    saySuccess(answer);
  };

  const columns: DataColumn<EmailTemplate>[] = [
    {
      key: 'title',
      sortKey: 'title',
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, t) => (
        <div className="pp-row">
          <Typography.Text strong style={{ maxWidth: 360 }} ellipsis={{ tooltip: title }}>
            {title}
          </Typography.Text>
          {t.default && <Tag color="blue">Default</Tag>}
        </div>
      ),
    },
    {
      key: 'updated_at',
      sortKey: 'updated_at',
      title: 'Last change',
      dataIndex: 'updated_at',
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value, 'dateTime')}</span>,
    },
    actionsColumn((t) => (
      <div className="pp-row" style={{ gap: 4, flexWrap: 'nowrap' }}>
        <Link to={editTemplatePath(t.id)} state={from} aria-label={`Edit ${t.title}`} style={{ padding: '4px 15px' }}>
          Edit
        </Link>
        {/* The browser's own tooltip says why the default's button is off. */}
        <span title={t.default ? 'This is your default template' : undefined}>
          <Button
            variant="link"
            disabled={t.default}
            loading={makeDefault.isPending && makeDefault.variables === t.id}
            onClick={() => void setDefault(t).catch(() => undefined)}
            aria-label={`Make default: ${t.title}`}
          >
            Make default
          </Button>
        </span>
        <Confirm
          title="Delete this template?"
          description={
            t.default ? 'It is your default: the template you changed most recently becomes the default.' : undefined
          }
          okText="Delete"
          danger
          onConfirm={() => deleteTemplate(t)}
        >
          <Button variant="link" danger aria-label={`Delete ${t.title}`}>
            Delete
          </Button>
        </Confirm>
      </div>
    )),
  ];

  return (
    <section>
      <PageHeader
        title="Email templates"
        subtitle="The invitations you send most, ready for an interview request."
        actions={
          <Button variant="primary" onClick={() => navigate(TEMPLATE_PATHS.NEW, { state: from })}>
            New template
          </Button>
        }
      />
      <DataTable<EmailTemplate>
        aria-label="Email templates"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search="Search templates"
      />
    </section>
  );
}
