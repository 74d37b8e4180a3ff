import { Button, Checkbox, Form, Radio } from 'antd';
import { toast } from 'sonner';
import { isActiveUser, useAuth } from 'mf-shared';
import { applyServerErrors, ListSelect, yupRule } from 'mf-shared/kit/forms';
import { QueryState } from 'mf-shared/kit/states';
import { Typography } from 'mf-shared/kit/typography';
import { useExpertises } from 'mf-shared/entities/lookups';
import { useRequestAlerts, useSaveRequestAlerts, type RequestAlerts } from 'mf-shared/entities/source-request';
import { REQUEST_MESSAGES, requestAlertsSchema } from 'mf-shared/validation';

const rule = (field: keyof RequestAlerts) => yupRule(requestAlertsSchema, field);

function AlertsForm({ alerts }: { alerts: RequestAlerts }) {
  const [form] = Form.useForm<RequestAlerts>();
  const save = useSaveRequestAlerts();
  const expertises = useExpertises();
  const submit = async (values: RequestAlerts) => {
    try {
      await save.mutateAsync({
        expertise_ids: values.expertise_ids ?? [],
        frequency: values.frequency,
        paused: Boolean(values.paused),
      });
      toast.success(REQUEST_MESSAGES.ALERTS_SAVED);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      validateTrigger="onSubmit"
      initialValues={alerts}
      style={{ maxWidth: 640 }}
      aria-label="Request alerts"
    >
      <Form.Item
        name="expertise_ids"
        label="Topics"
        rules={[rule('expertise_ids')]}
        extra="Leave empty to hear of every request that matches your guests’ expertise."
      >
        <ListSelect<number[]>
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={expertises.isPending}
          placeholder="All my guests’ expertise"
          options={(expertises.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
        />
      </Form.Item>
      <Form.Item name="frequency" label="How often" rules={[rule('frequency')]}>
        <Radio.Group
          options={[
            { value: 'immediate', label: 'At once (a notification and a mail per request)' },
            { value: 'daily', label: 'A daily digest' },
          ]}
        />
      </Form.Item>
      <Form.Item name="paused" valuePropName="checked">
        <Checkbox>Pause request alerts</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save alerts
      </Button>
    </Form>
  );
}

/** The profile's Request alerts tab (issue 27): which requests the account hears of, how often, or none for now. */
export function RequestAlertsTab() {
  const active = useAuth((s) => isActiveUser(s.user));
  const alerts = useRequestAlerts({ enabled: active });
  return (
    <section aria-label="Request alerts">
      <Typography.Paragraph>
        When a journalist posts a request your guests match, you hear of it here and by mail.
      </Typography.Paragraph>
      {active ? (
        <QueryState query={alerts}>{(data) => <AlertsForm alerts={data} />}</QueryState>
      ) : (
        <Typography.Paragraph type="secondary">Request alerts start once your account is active.</Typography.Paragraph>
      )}
    </section>
  );
}
