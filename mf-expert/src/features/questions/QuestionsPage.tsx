import { ConversationsView } from 'mf-shared/entities/conversation';
import { ReportButton } from 'mf-shared/entities/report';
import { PageHeader } from 'mf-shared/kit/page';

/** /questions/expert: journalists' questions to the account's guests; a draft is kept until it is sent (issue 15). */
export default function QuestionsPage() {
  return (
    <section>
      <PageHeader
        title="Questions"
        subtitle="Journalists’ questions to your guests. Save a draft, then send the answer."
      />
      <ConversationsView
        side="expert"
        messageActions={(m) =>
          !m.mine && (
            <ReportButton itemType="question" itemId={m.id} what="this question" className="conversations__report" />
          )
        }
      />
    </section>
  );
}
