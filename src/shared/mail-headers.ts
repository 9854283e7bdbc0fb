/** Headers a mail may carry beyond to/subject/body: a support reply's threading (decision 066). */
export interface MailHeaders {
  /** `<id@host>` */
  messageId?: string;
  inReplyTo?: string;
  /** Message-IDs separated by spaces. */
  references?: string;
  replyTo?: string;
  /** The sender's display name, shown before the app's address (« Nom via Septime »). */
  fromName?: string;
}
