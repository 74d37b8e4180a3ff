import { Steps } from 'antd';

const STEPS = [{ title: 'General Information' }, { title: 'Image & video' }];

/** Where the journalist is in making a private contact: 1 General Information, 2 Image & video. */
export function ContactSteps({ current }: { current: 0 | 1 }) {
  return (
    <nav aria-label="Steps of a new contact" style={{ marginBottom: 24 }}>
      <Steps size="small" current={current} items={STEPS} responsive />
    </nav>
  );
}
