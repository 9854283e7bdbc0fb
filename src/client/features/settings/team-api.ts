import type { ApproverRule, MemberRole } from '../../../shared/organisation-model.ts';
import { api, call } from '../../lib/api-client.ts';

// « Paramètres → Équipe » and the invitation page (decision 072): the organisation's calls, typed from
// the server's declarations.

export const teamKeys = {
  organisations: ['organisations'] as const,
  team: ['team'] as const,
  seats: ['team', 'seats'] as const,
};

export const fetchOrganisations = () => call(api.organisations.$get()).then((r) => r.organisations);
export const switchOrganisation = (id: string) =>
  call(api.organisations[':id'].switch.$post({ param: { id } }));
export const fetchTeam = () => call(api.team.$get());
export const renameOrganisation = (name: string) => call(api.team.$patch({ json: { name } }));
export const setApprovers = (approvers: ApproverRule, memberIds?: string[]) =>
  call(api.team.approvers.$put({ json: { approvers, memberIds } }));
export const inviteMember = (email: string, role: MemberRole, confirmSeat = false) =>
  call(api.team.invitations.$post({ json: { email, role, ...(confirmSeat ? { confirmSeat } : {}) } }));
export const fetchSeatPreview = () => call(api.team.seats.$get());
export const revokeInvitation = (id: string) => call(api.team.invitations[':id'].$delete({ param: { id } }));
export const changeMemberRole = (userId: string, role: MemberRole) =>
  call(api.team.members[':userId'].$patch({ param: { userId }, json: { role } }));
export const setAllowance = (userId: string, aiDailyAllowance: number | null) =>
  call(api.team.members[':userId'].allowance.$put({ param: { userId }, json: { aiDailyAllowance } }));
export const removeMember = (userId: string) =>
  call(api.team.members[':userId'].$delete({ param: { userId } }));
export const previewInvitation = (token: string) => call(api.invitations.preview.$post({ json: { token } }));
export const acceptInvitation = (token: string) => call(api.invitations.accept.$post({ json: { token } }));
