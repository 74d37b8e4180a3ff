/** An interview request as sent to the server (spec section 3, "Interview invitation"). */
export interface InterviewRequestPayload {
  guest_id: number;
  email_template_id: number;
  /** ISO date and time. */
  date_interview: string;
  /** The message as the expert reads it (HTML, placeholders filled). */
  comment?: string;
  is_a_new_temp: boolean;
  newTempTitle?: string;
}

export interface InterviewRequestAnswer {
  data: { id: number; status: number };
  message: string;
}
