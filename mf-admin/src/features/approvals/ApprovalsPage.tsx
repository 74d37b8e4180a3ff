import { Button, Checkbox, Flex, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, ROLE } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { consolePage, PersonCell, personName } from '../../lib/Console';
import { ReasonDialog } from '../../lib/ReasonDialog';
import { useApplicants, useApprove, useApproveMany, useReject, type Applicant } from './api';

/** The spec's promise to applicants: an answer "usually up to 24 hours" after registering. */
const PROMISED_HOURS = 24;

/** What the email's domain says about the stated company or outlet: a hint for the person deciding. */
function DomainHint({ applicant }: { applicant: Applicant }) {
  if (applicant.free_mail) return <Tag color="orange">Free mail ({applicant.email_domain})</Tag>;
  if (applicant.domain_matches) return <Tag color="green">Domain matches</Tag>;
  return <Tag>Domain differs ({applicant.email_domain})</Tag>;
}

function Approvals() {
  const table = useTableQuery({ sortKeys: [] });
  const { query } = table;
  const list = useApplicants({ page: query.page, per_page: query.perPage });
  const approve = useApprove();
  const reject = useReject();
  const approveMany = useApproveMany();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  const waiting = list.data?.meta.total;

  const toggle = (id: number, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveOne = async (a: Applicant) => {
    await approve.mutateAsync(a.id);
    toast.success(`${personName(a)} is approved. They have been told by mail.`);
    toggle(a.id, false);
  };
  const approveChosen = async () => {
    const ids = [...chosen];
    const answer = await approveMany.mutateAsync(ids);
    setChosen(new Set());
    const { approved, skipped } = answer.data;
    toast.success(`${approved.length} approved.${skipped.length ? ` ${skipped.length} were no longer waiting.` : ''}`);
  };

  const columns: DataColumn<Applicant>[] = [
    {
      key: 'choose',
      title: <span className="pp-visually-hidden">Choose</span>,
      render: (_: unknown, a) => (
        <Checkbox
          checked={chosen.has(a.id)}
          onChange={(e) => toggle(a.id, e.target.checked)}
          aria-label={`Choose ${personName(a)}`}
        />
      ),
    },
    {
      key: 'applicant',
      title: 'Applicant',
      render: (_: unknown, a) => (
        <PersonCell person={a}>
          <span>
            <DomainHint applicant={a} />
          </span>
        </PersonCell>
      ),
    },
    {
      key: 'organisation',
      title: 'Company or outlet',
      render: (_: unknown, a) => (
        <Flex vertical gap={2}>
          <span>{a.publication ?? a.company_name ?? '-'}</span>
          {a.title && <Typography.Text type="secondary">{a.title}</Typography.Text>}
          {a.linkedin && (
            <a href={a.linkedin} target="_blank" rel="noopener noreferrer">
              LinkedIn
            </a>
          )}
        </Flex>
      ),
    },
    {
      key: 'waiting',
      title: 'Waiting',
      render: (_: unknown, a) => (
        <Flex vertical gap={2}>
          <span>
            {a.hours_waiting} h {a.overdue && <Tag color="red">Over {PROMISED_HOURS} h</Tag>}
          </span>
          <Typography.Text type="secondary">since {formatDate(a.created_at, 'dateTime')}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'guests',
      title: 'Guests',
      render: (_: unknown, a) => (a.role === ROLE.EXPERT ? a.guests_count : '-'),
    },
    actionsColumn((a) => (
      <Flex gap={4} wrap>
        <Confirm
          title={`Approve ${personName(a)}?`}
          description="They get a mail with a sign-in link."
          okText="Approve"
          onConfirm={() => approveOne(a)}
        >
          <Button type="primary" size="small" aria-label={`Approve ${personName(a)}`}>
            Approve
          </Button>
        </Confirm>
        <Button danger size="small" onClick={() => setRejecting(a)} aria-label={`Reject ${personName(a)}`}>
          Reject
        </Button>
      </Flex>
    )),
  ];

  return (
    <>
      <Typography.Paragraph>
        {waiting === undefined
          ? 'Journalists and experts waiting for approval, oldest first.'
          : `${waiting} waiting for approval, oldest first. The promise to them: an answer within ${PROMISED_HOURS} hours.`}
      </Typography.Paragraph>
      <DataTable<Applicant>
        aria-label="Waiting for approval"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search={false}
        toolbar={
          <Confirm
            title={`Approve ${chosen.size} chosen?`}
            description="Each gets a mail with a sign-in link."
            okText="Approve"
            onConfirm={approveChosen}
          >
            <Button disabled={chosen.size === 0} loading={approveMany.isPending}>
              Approve chosen ({chosen.size})
            </Button>
          </Confirm>
        }
      />
      {rejecting && (
        <ReasonDialog
          title={`Reject ${personName(rejecting)}`}
          note="The reason is mailed to them and kept in the audit log. Their account is locked."
          okText="Reject"
          danger
          onSubmit={async (reason) => {
            await reject.mutateAsync({ id: rejecting.id, reason });
            toast.success(`${personName(rejecting)} is rejected. They have been told why by mail.`);
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}

/** /admin/approvals: journalists and experts waiting, oldest first, approved or rejected with a reason. */
export default consolePage('approvals', 'Approvals', Approvals);
