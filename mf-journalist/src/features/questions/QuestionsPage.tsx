import { ConversationsView } from 'mf-shared/entities/conversation';
import { PageHeader } from 'mf-shared/kit/page';

/** /questions/journalist: the journalist's questions to guests and the experts' answers (issue 15). */
export default function QuestionsPage() {
  return (
    <section>
      <PageHeader title="Questions" subtitle="Ask a guest from the directory or their profile; answers arrive here." />
      <ConversationsView side="journalist" />
    </section>
  );
}
