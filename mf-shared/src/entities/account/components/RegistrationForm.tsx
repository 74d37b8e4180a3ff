import { Button, Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import type { User } from 'mf-shared';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { registrationSchema } from 'mf-shared/validation';
import { useRegister, type RegistrationEndpoint } from '../api/register';

const FIELDS: { name: string; label: string; type?: string; autoComplete: string; span?: number; hint?: string }[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name', span: 12 },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name', span: 12 },
  { name: 'title', label: 'Title', autoComplete: 'organization-title', span: 12 },
  { name: 'company_name', label: 'Company name', autoComplete: 'organization', span: 12 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', span: 12 },
  { name: 'work_phone', label: 'Work phone', type: 'tel', autoComplete: 'tel', span: 12 },
  { name: 'linkedin', label: 'LinkedIn profile', type: 'url', autoComplete: 'url', span: 24 },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    span: 12,
    hint: 'At least 8 characters with a digit, a lowercase and an uppercase letter. Do not use your name, email or phone.',
  },
  {
    name: 'password_confirmation',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    span: 12,
  },
];

/**
 * The step-1 fields of spec section 3, shared by journalist registration and expert step 1.
 * On success the session is stored and `onRegistered` decides where to go.
 */
export function RegistrationForm({
  endpoint,
  onRegistered,
  actions,
  submitLabel,
}: {
  endpoint: RegistrationEndpoint;
  onRegistered: (user: User) => void;
  actions?: ReactNode;
  submitLabel: string;
}) {
  const [form] = Form.useForm();
  const register = useRegister(endpoint);

  const submit = async (values: Record<string, string>) => {
    try {
      const { user } = await register.mutateAsync(values);
      onRegistered(user);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onBlur">
      <Row gutter={16}>
        {FIELDS.map((f) => (
          <Col key={f.name} xs={24} md={f.span ?? 24}>
            <Form.Item
              name={f.name}
              label={f.label}
              extra={f.hint}
              rules={[yupRule(registrationSchema, f.name)]}
              dependencies={f.name === 'password_confirmation' ? ['password'] : undefined}
            >
              {f.type === 'password' ? (
                <Input.Password size="large" autoComplete={f.autoComplete} />
              ) : (
                <Input size="large" type={f.type ?? 'text'} autoComplete={f.autoComplete} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {actions}
        <Button type="primary" htmlType="submit" loading={register.isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
