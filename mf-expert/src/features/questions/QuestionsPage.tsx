import { ConversationsView } from 'mf-shared/entities/conversation';
import { PageHeader } from 'mf-shared/kit/page';

/** /questions/expert: journalists' questions to the account's guests; a draft is kept until it is sent (issue 15). */
export default function QuestionsPage() {
  return (
    <section>
      <PageHeader
        title="Questions"
        subtitle="Journalists’ questions to your guests. Save a draft, then send the answer."
      />
      <ConversationsView side="expert" />
    </section>
  );
}
