import type {
  CaldavConnectInput,
  CalendarImportInput,
  MailboxConnectInput,
} from '../../../shared/connections.ts';
import { api, call } from '../../lib/api-client.ts';

// The mailbox and calendar connections of /integrations, through the declared routes (decision 024).

export const connectionKeys = {
  calendar: ['integrations', 'calendar'] as const,
  caldav: ['integrations', 'calendar', 'caldav'] as const,
  mailbox: ['integrations', 'mailbox'] as const,
  messages: ['integrations', 'mailbox', 'messages'] as const,
  usage: ['integrations', 'usage'] as const,
};

/** The plan's limits on connected accounts and how many are used. */
export const fetchUsage = () => call(api.connections.$get());

export const fetchCalendar = () => call(api.calendar.$get());
export const createFeed = () => call(api.calendar.feed.$post());
export const importCalendar = (input: CalendarImportInput) =>
  call(api.calendar.import.$post({ json: input }));
export const disconnectCalendar = () => call(api.calendar.$delete());
export const fetchCaldav = () => call(api.calendar.caldav.$get());
export const connectCaldav = (input: CaldavConnectInput) => call(api.calendar.caldav.$put({ json: input }));
export const syncCaldav = () => call(api.calendar.caldav.sync.$post());
export const disconnectCaldav = () => call(api.calendar.caldav.$delete());

export const fetchMailbox = () => call(api.mailbox.$get());
export const connectMailbox = (input: MailboxConnectInput) => call(api.mailbox.$put({ json: input }));
export const syncMailbox = () => call(api.mailbox.sync.$post());
export const fetchMessages = () => call(api.mailbox.messages.$get({ query: {} }));
export const disconnectMailbox = () => call(api.mailbox.$delete());
export const proposeReply = (id: string) =>
  call(api.mailbox.messages[':id'].reply.$post({ param: { id }, json: {} }));

// « M'avertir »: the same interest as /connectors records.
export const fetchInterests = () => call(api.connectors.interest.$get()).then((body) => body.connectorIds);
export const recordInterest = (connectorId: string) =>
  call(api.connectors.interest.$post({ json: { connectorId } }));
export const interestKey = ['integrations', 'interests'] as const;
