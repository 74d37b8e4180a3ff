// The conversation entity: question threads, their messages, the unread-message count, and the
// "Ask a question" dialog both the directory and a guest's profile offer.
export * from './keys';
export * from './types';
export * from './unread';
export * from './hooks';
export { useAskQuestionDialog, type QuestionGuest } from './askQuestion';
export { ConversationsView } from './ConversationsView';
