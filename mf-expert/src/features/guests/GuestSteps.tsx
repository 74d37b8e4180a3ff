import { Steps, Typography } from 'antd';

const STEPS = [{ title: 'General Information' }, { title: 'Guest image & Embed video' }];

/** Where the expert is in making a guest (spec section 2's step names), and the step's heading. */
export function GuestSteps({ current }: { current: 0 | 1 }) {
  return (
    <>
      <nav aria-label="Steps of a new guest" style={{ marginBottom: 24 }}>
        <Steps size="small" current={current} items={STEPS} responsive />
      </nav>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {STEPS[current].title}
      </Typography.Title>
    </>
  );
}
