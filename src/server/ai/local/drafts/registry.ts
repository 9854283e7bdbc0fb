// The writers each employee has (who owns which request: understanding/roles.ts).
import type { EmployeeId } from '../../../../shared/routes.ts';
import type { Intent } from '../understanding/corpus.ts';
import { alfredWriters } from './alfred.ts';
import { chipWriters, clideWriters } from './chip-clide.ts';
import { descriptionWriter } from './description.ts';
import { dotWriters } from './dot.ts';
import { millieWriters } from './millie.ts';
import { withSeoSnippet } from './seo-snippet.ts';
import { specWriters } from './spec.ts';
import { withStatusLetter } from './status-letter.ts';
import { sukiWriters } from './suki.ts';
import { withAdvice } from './suki-advice.ts';
import { withSlogans } from './suki-slogans.ts';
import { summaryWriter } from './summaries.ts';
import { supportQueueWriter } from './support-queue.ts';
import type { Writer } from './writer.ts';

export const writers: Record<EmployeeId, Partial<Record<Intent, Writer>>> = {
  alfred: { ...alfredWriters, summarise: summaryWriter },
  chip: chipWriters,
  clide: { ...clideWriters, support_queue: supportQueueWriter },
  suki: {
    ...sukiWriters,
    post: withAdvice(withSlogans(sukiWriters.post)),
    article: withAdvice(withSlogans(sukiWriters.article)),
    newsletter: withAdvice(sukiWriters.newsletter),
    content_ideas: withAdvice(withSlogans(sukiWriters.content_ideas)),
    seo: withSlogans(withSeoSnippet(sukiWriters.seo)),
    description: descriptionWriter,
  },
  dot: dotWriters,
  millie: { ...millieWriters, project_status: withStatusLetter(millieWriters.project_status) },
  spec: { ...specWriters, summarise: summaryWriter },
};
