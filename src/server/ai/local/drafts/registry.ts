// Which employee owns each kind of request, and the writers each one has.
import type { EmployeeId } from '../../../../shared/routes.ts';
import type { DomainIntent, Intent } from '../understanding/corpus.ts';
import { alfredWriters } from './alfred.ts';
import { chipWriters, clideWriters } from './chip-clide.ts';
import { descriptionWriter } from './description.ts';
import { dotWriters } from './dot.ts';
import { millieWriters } from './millie.ts';
import { withSeoSnippet } from './seo-snippet.ts';
import { specWriters } from './spec.ts';
import { withStatusLetter } from './status-letter.ts';
import { sukiWriters } from './suki.ts';
import { summaryWriter } from './summaries.ts';
import { supportQueueWriter } from './support-queue.ts';
import type { Writer } from './writer.ts';

/** The employees whose role covers each request, the first being the one hand-offs point to. */
export const owners: Record<DomainIntent, EmployeeId[]> = {
  email: ['alfred'],
  prioritise: ['alfred'],
  summarise: ['alfred', 'spec'],
  meeting: ['alfred'],
  notes: ['alfred'],
  agenda: ['alfred'],
  prospecting: ['chip'],
  crm: ['chip'],
  support: ['clide'],
  escalation: ['clide'],
  support_queue: ['clide'],
  post: ['suki'],
  article: ['suki'],
  seo: ['suki'],
  description: ['suki'],
  newsletter: ['suki'],
  content_ideas: ['suki'],
  job_offer: ['dot'],
  screening: ['dot'],
  candidate_outreach: ['dot'],
  interview: ['dot'],
  project_status: ['millie'],
  project_plan: ['millie'],
  deadlines: ['millie'],
  workload: ['millie'],
  research: ['spec'],
  competitors: ['spec'],
};

export const writers: Record<EmployeeId, Partial<Record<Intent, Writer>>> = {
  alfred: { ...alfredWriters, summarise: summaryWriter },
  chip: chipWriters,
  clide: { ...clideWriters, support_queue: supportQueueWriter },
  suki: { ...sukiWriters, seo: withSeoSnippet(sukiWriters.seo), description: descriptionWriter },
  dot: dotWriters,
  millie: { ...millieWriters, project_status: withStatusLetter(millieWriters.project_status) },
  spec: { ...specWriters, summarise: summaryWriter },
};
