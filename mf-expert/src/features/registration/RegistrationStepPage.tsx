import { Alert, Steps } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import type { ReactNode } from 'react';
import { ACCESS_MESSAGES, effectiveStatus, STATUS, useAuth, type Status } from 'mf-shared';
import { Panel } from 'mf-shared/kit/panel';

const STEPS = [{ title: 'Account manager' }, { title: 'First guest' }, { title: 'Plan and payment' }];
/** The status each step is where the person acts on: its access warning would only confuse there. */
const STEP_STATUS: Record<1 | 2, Status> = { 1: STATUS.MUST_ADD_GUEST, 2: STATUS.MUST_PAY };

/**
 * Where an expert lands while registration is unfinished: steps 2 and 3, and payment in process.
 * The step's content is `children` (a form), or a paragraph of `text`.
 */
export function RegistrationStepPage({
  step,
  title,
  text,
  children,
}: {
  step: 1 | 2;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  const status = useAuth((s) => (s.user ? effectiveStatus(s.user) : null));
  const notice = status !== null && status !== STEP_STATUS[step] ? ACCESS_MESSAGES[status] : undefined;
  return (
    <section style={{ maxWidth: 920, margin: '40px auto', padding: '0 16px' }}>
      <Steps current={step} items={STEPS} style={{ marginBottom: 24 }} responsive />
      <Typography.Title level={1}>{title}</Typography.Title>
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} data-testid="status-notice" />}
      <Panel>
        {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
        {children}
      </Panel>
    </section>
  );
}
