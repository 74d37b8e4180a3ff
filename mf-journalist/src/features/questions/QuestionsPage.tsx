import { ConversationsView } from 'mf-shared/entities/conversation';
import { ReportButton } from 'mf-shared/entities/report';
import { PageHeader } from 'mf-shared/kit/page';

/** /questions/journalist: the journalist's questions to guests and the experts' answers (issue 15). */
export default function QuestionsPage() {
  return (
    <section>
      <PageHeader title="Questions" subtitle="Ask a guest from the directory or their profile; answers arrive here." />
      <ConversationsView
        side="journalist"
        messageActions={(m) =>
          !m.mine && (
            <ReportButton itemType="question" itemId={m.id} what="this answer" className="conversations__report" />
          )
        }
      />
    </section>
  );
}
