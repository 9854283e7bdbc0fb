import { z } from 'zod';

// The bell (decision 060): what waits for the user, derived from the data, with what they have read.

export const notificationKinds = [
  'approval',
  'delivery_failed',
  'mail_failed',
  'skill_run',
  'quota',
] as const;

export const notificationSchema = z.object({
  /** `<kind>:<id>`: the same item keeps its key, so « lu » sticks to it. */
  key: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  detail: z.string(),
  /** The page that deals with it. */
  href: z.string(),
  at: z.string(),
  read: z.boolean(),
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});

export const markReadSchema = z.object({
  keys: z
    .array(z.string().min(1).max(120), { error: 'Indiquez les notifications à marquer comme lues.' })
    .min(1, { error: 'Indiquez les notifications à marquer comme lues.' })
    .max(100, { error: '100 notifications au plus à la fois.' }),
});
