// A company's workspace shared by its members (issue 39, decision 072): the roles and their French
// names, without zod so the pages that only show them do not load the validation library.

/** From most to least powerful: propriétaire (billing, deletion), administrateur (members,
 * connectors, trust levels), membre (the work). */
export const memberRoles = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: 'Propriétaire',
  admin: 'Administrateur',
  member: 'Membre',
};

const rank: Record<MemberRole, number> = { owner: 3, admin: 2, member: 1 };

/** Whether `role` has at least the powers of `needed`. */
export function roleAtLeast(role: MemberRole, needed: MemberRole): boolean {
  return rank[role] >= rank[needed];
}

/** Who may approve or refuse the employees' proposals in an organisation. */
export const approverRules = ['member', 'admin', 'owner', 'listed'] as const;
export type ApproverRule = (typeof approverRules)[number];

export const approverRuleLabels: Record<ApproverRule, string> = {
  member: 'Tous les membres',
  admin: 'Les administrateurs et les propriétaires',
  owner: 'Les propriétaires seulement',
  listed: 'Les membres choisis (et les propriétaires)',
};

/** How long an invitation link stays valid. */
export const invitationDays = 7;

export interface OrganisationSummary {
  id: string;
  name: string;
  role: MemberRole;
  active: boolean;
}

export interface MemberDto {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  /** AI tasks per day an administrator allows; null: the plan's limit. */
  aiAllowance: number | null;
  /** Chosen to approve the employees' proposals (counts when the organisation's rule is 'listed'). */
  approves: boolean;
  /** Signs in with a second factor (TOTP). */
  twoFactor: boolean;
  /** The founder carries the organisation (decision 072): never removed, always owner. */
  founder: boolean;
  joinedAt: string;
}

export interface InvitationDto {
  id: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
}

/** The highest daily AI-task allowance an administrator can set (beyond, « illimité » is the plan's). */
export const maxAiAllowance = 1000;

export interface TeamDto {
  organisation: { id: string; name: string; approvers: ApproverRule; requireTwoFactor: boolean };
  you: { userId: string; role: MemberRole; aiAllowance: number | null };
  members: MemberDto[];
  invitations: InvitationDto[];
  /** Members allowed by the plan (members and pending invitations count); null: unlimited. */
  seats: number | null;
  planName: string;
}
