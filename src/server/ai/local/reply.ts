// Chooses the reply: the employee's own skill for the intent, or a hand-off to the colleague who owns it.
import type { EmployeeId } from '../../../shared/routes.ts';
import type { ReplyRequest } from '../types.ts';
import { type ReplyContext, readRequest } from './context.ts';
import { emailReply, meetingReply, prioritiseReply, summariseReply } from './replies/alfred.ts';
import { prospectingReply } from './replies/chip.ts';
import { supportReply } from './replies/clide.ts';
import { greetingReply, handoffReply, helpReply, unknownReply } from './replies/common.ts';
import { candidateReply } from './replies/dot.ts';
import { projectStatusReply } from './replies/millie.ts';
import { researchReply, specSummariseReply } from './replies/spec.ts';
import { postReply } from './replies/suki.ts';
import type { DomainIntent } from './team.ts';

type Skill = (context: ReplyContext) => string;

/** What each employee does itself; any other domain intent is handed off (see team.ts intentOwner). */
export const skills: Record<EmployeeId, Partial<Record<DomainIntent, Skill>>> = {
  alfred: {
    prioritise: prioritiseReply,
    email: emailReply,
    summarise: summariseReply,
    meeting: meetingReply,
  },
  // An email asked of Chip is a prospect's email; of Clide, a customer's.
  chip: { prospecting: prospectingReply, email: prospectingReply },
  clide: { support: supportReply, email: supportReply },
  suki: { post: postReply },
  dot: { candidate: candidateReply },
  millie: { project_status: projectStatusReply },
  spec: { research: researchReply, summarise: specSummariseReply },
};

/** The whole reply of the local engine, in Markdown. Pure: same request, same text. */
export function localReply(request: ReplyRequest): string {
  const context = readRequest(request);
  const { intent, employee } = context;
  if (!context.message) return unknownReply(context);
  if (intent === 'greeting') return greetingReply(context);
  if (intent === 'help') return helpReply(context);
  if (intent === 'unknown') return unknownReply(context);
  const skill = skills[employee][intent];
  return skill ? skill(context) : handoffReply(context, intent);
}
