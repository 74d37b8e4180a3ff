import { Steps, Typography } from 'antd';

const STEPS = [{ title: 'General Information' }, { title: 'Image & video' }];

const HEADINGS = ['General Information', 'Guest image & Embed video'];

/** Where the journalist is in making a private contact (1 General Information, 2 Image & video), and the step's heading. */
export function ContactSteps({ current }: { current: 0 | 1 }) {
  return (
    <>
      <nav aria-label="Steps of a new contact" style={{ marginBottom: 24 }}>
        <Steps size="small" current={current} items={STEPS} responsive />
      </nav>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {HEADINGS[current]}
      </Typography.Title>
    </>
  );
}
