import { number, object, string, type InferType } from 'yup';
import { V } from './messages';

/** The longest message a question thread takes (a decision: a question or an answer, not an article). */
export const MESSAGE_MAX = 5000;
export const MESSAGE_TOO_LONG = `This field must be at most ${MESSAGE_MAX} characters`;

export const CONVERSATION_MESSAGES = {
  ONLY_JOURNALISTS_ASK: 'Only journalist can ask questions',
  NOT_FOUND: 'Conversation not found',
  GUEST_NOT_FOUND: 'Guest not found',
  DRAFT_SAVED: 'Draft saved',
  SENT: 'Message sent',
} as const;

/** Message type (spec section 7): a Draft is kept and seen only by its writer; an Answer is sent. */
export const MESSAGE_TYPE = { DRAFT: 0, ANSWER: 1 } as const;

const messageRule = string().trim().required(V.REQUIRED).max(MESSAGE_MAX, MESSAGE_TOO_LONG);

/** A journalist's question to a guest (POST /conversation). */
export const askQuestionSchema = object({
  guest_id: number().typeError(V.REQUIRED).required(V.REQUIRED).integer().positive(),
  message: messageRule,
});
export type AskQuestion = InferType<typeof askQuestionSchema>;

/** A message in a thread (POST /conversation/{id}/message): type 0 keeps a draft, 1 sends. */
export const conversationMessageSchema = object({
  message: messageRule,
  type: number()
    .typeError(V.REQUIRED)
    .required(V.REQUIRED)
    .oneOf([MESSAGE_TYPE.DRAFT, MESSAGE_TYPE.ANSWER], 'Type must be 0 (draft) or 1 (send)'),
});
export type ConversationMessage = InferType<typeof conversationMessageSchema>;
