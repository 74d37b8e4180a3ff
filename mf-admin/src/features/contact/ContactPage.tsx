import { Button, Descriptions, Empty, Flex, Form, Input, Segmented, Tag } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { actionsColumn, DataTable, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { CONTACT_REPLY_LIMITS, contactReplySchema } from 'mf-shared/validation';
import { consolePage } from '../../lib/Console';
import { ConsoleDrawer } from '../../lib/ConsoleDrawer';
import { useStaffMe } from '../../lib/staffApi';
import {
  useAssignContact,
  useContactMessage,
  useContactMessages,
  useContactStatus,
  useReplyContact,
  type ContactFilter,
  type ContactMessage,
} from './api';

const FILTERS: { value: ContactFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

function StatusTag({ status }: { status: string }) {
  return status === 'handled' ? <Tag color="green">Handled</Tag> : <Tag color="gold">New</Tag>;
}

/** A message, its replies, and what staff do with it: reply by mail, take it, mark it handled. */
function MessageDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const me = useStaffMe().data;
  const message = useContactMessage(id);
  const assign = useAssignContact();
  const setStatus = useContactStatus();
  const reply = useReplyContact();
  const [form] = Form.useForm<{ body: string }>();
  const m = message.data;

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await reply.mutateAsync({ id, body: values.body.trim() });
      form.resetFields();
      toast.success(`The reply was mailed to ${m?.email ?? 'the sender'}.`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  const mine = m?.assigned_staff && me && m.assigned_staff.id === me.id;
  return (
    <ConsoleDrawer query={message} title={(m) => (m ? `Message from ${m.name}` : 'Message')} onClose={onClose}>
      {(m) => (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'email', label: 'Email', children: m.email },
              { key: 'received', label: 'Received', children: formatDate(m.created_at, 'dateTime') },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <span>
                    <StatusTag status={m.status} />
                    {m.handled_at && formatDate(m.handled_at, 'dateTime')}
                  </span>
                ),
              },
              { key: 'assigned', label: 'Assigned to', children: m.assigned_staff?.email ?? 'Nobody' },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{m.question}</Typography.Paragraph>
          <Flex gap={8} wrap>
            {mine ? (
              <Button onClick={() => assign.mutate({ id, staff_id: null })} loading={assign.isPending}>
                Unassign
              </Button>
            ) : (
              <Button onClick={() => me && assign.mutate({ id, staff_id: me.id })} loading={assign.isPending}>
                Assign to me
              </Button>
            )}
            {m.status === 'handled' ? (
              <Button onClick={() => setStatus.mutate({ id, action: 'reopen' })} loading={setStatus.isPending}>
                Reopen
              </Button>
            ) : (
              <Button
                type="primary"
                onClick={() => setStatus.mutate({ id, action: 'handled' })}
                loading={setStatus.isPending}
              >
                Mark handled
              </Button>
            )}
          </Flex>
          <section aria-label="Replies">
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              Replies
            </Typography.Title>
            {m.replies.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No reply yet" />
            ) : (
              m.replies.map((r) => (
                <article key={r.id} style={{ marginBottom: 12 }}>
                  <Typography.Text type="secondary">
                    {r.staff.email}, {formatDate(r.sent_at, 'dateTime')}
                  </Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Typography.Paragraph>
                </article>
              ))
            )}
          </section>
          <Form form={form} layout="vertical" validateTrigger="onSubmit" onFinish={send}>
            <Form.Item
              name="body"
              label="Reply by mail"
              extra={`Sent to ${m.email} as plain text.`}
              rules={[yupRule(contactReplySchema, 'body')]}
            >
              <Input.TextArea rows={6} maxLength={CONTACT_REPLY_LIMITS.max} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reply.isPending}>
              Send reply
            </Button>
          </Form>
        </Flex>
      )}
    </ConsoleDrawer>
  );
}

function Contact() {
  const table = useTableQuery({ sortKeys: [] });
  const { query, update } = table;
  const [status, setStatus] = useState<ContactFilter>('new');
  const [open, setOpen] = useState<number | null>(null);
  const list = useContactMessages({
    status,
    page: query.page,
    per_page: query.perPage,
    ...(query.search && { q: query.search }),
  });

  const columns: DataColumn<ContactMessage>[] = [
    {
      key: 'from',
      title: 'From',
      render: (_: unknown, m) => (
        <Flex vertical gap={2}>
          <strong>{m.name}</strong>
          <span>{m.email}</span>
        </Flex>
      ),
    },
    {
      key: 'question',
      title: 'Message',
      render: (_: unknown, m) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 420 }}>
          {m.question}
        </Typography.Paragraph>
      ),
    },
    { key: 'received', title: 'Received', render: (_: unknown, m) => formatDate(m.created_at, 'dateTime') },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, m) => (
        <Flex vertical gap={2}>
          <span>
            <StatusTag status={m.status} />
          </span>
          <Typography.Text type="secondary">
            {m.assigned_staff ? m.assigned_staff.email : 'Unassigned'}
            {m.replies_count > 0 && `, ${m.replies_count} ${m.replies_count === 1 ? 'reply' : 'replies'}`}
          </Typography.Text>
        </Flex>
      ),
    },
    actionsColumn((m) => (
      <Button size="small" onClick={() => setOpen(m.id)} aria-label={`Open the message from ${m.name}`}>
        Open
      </Button>
    )),
  ];

  return (
    <>
      <DataTable<ContactMessage>
        aria-label="Contact messages"
        table={table}
        columns={columns}
        {...listRows(list)}
        rowKey="id"
        search="Search by name, email or message"
        toolbar={
          <Segmented<ContactFilter>
            aria-label="Show"
            options={FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              update({ page: 1 });
            }}
          />
        }
      />
      {open !== null && <MessageDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /admin/contact: the contact form's messages; reply by mail, assign, mark handled or reopen. */
export default consolePage('contact', 'Contact inbox', Contact);
