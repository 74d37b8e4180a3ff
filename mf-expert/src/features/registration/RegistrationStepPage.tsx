import { Typography } from 'mf-shared/kit/typography';
import type { ReactNode } from 'react';
import { ACCESS_MESSAGES, effectiveStatus, STATUS, useAuth, type Status } from 'mf-shared';
import { Notice, Steps } from 'mf-shared/kit/plain';
import { Panel } from 'mf-shared/kit/panel';
import './registration.css';

const STEPS = ['Account manager', 'First guest', 'Plan and payment'] as const;
/** The status each step is where the person acts on: its access warning would only confuse there. */
const STEP_STATUS: Record<1 | 2, Status> = { 1: STATUS.MUST_ADD_GUEST, 2: STATUS.MUST_PAY };

/**
 * Where an expert lands while registration is unfinished: steps 2 and 3, and payment in process.
 * The step's content is `children` (a form), or a paragraph of `text`. Plain (no antd).
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
    <section className="registration-step">
      <Steps titles={STEPS} current={step} label="Steps of registering as an expert" />
      <Typography.Title level={1}>{title}</Typography.Title>
      {notice && (
        <div className="registration-step__notice">
          <Notice title={notice} data-testid="status-notice" />
        </div>
      )}
      <Panel>
        {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
        {children}
      </Panel>
    </section>
  );
}
