import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeId } from '../../../../shared/routes.ts';
// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { ApprovalKind, SkillInput, SkillPatch, TrustLevel } from '../../../../shared/skills.ts';
import { api, call, query } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { approvalsChanged } from './pending-approvals.ts';

// The skills' and the approval inbox's server state, shared by /automatisations, /approbations,
// /ai/{employee} and the sidebar's badge (decision 027).

export function useSkills(employee?: EmployeeId) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['skills', user?.id, employee ?? 'all'],
    enabled: Boolean(user),
    queryFn: () => call(api.skills.$get({ query: query({ employee }) })).then((r) => r.skills),
  });
}

export function useSkillRuns(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['skill-runs', id],
    enabled,
    queryFn: () => call(api.skills[':id'].runs.$get({ param: { id } })).then((r) => r.runs),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['skills'] });
    void client.invalidateQueries({ queryKey: ['skill-runs'] });
    void client.invalidateQueries({ queryKey: ['approvals'] });
    void client.invalidateQueries({ queryKey: ['audit'] });
    window.dispatchEvent(new Event(approvalsChanged));
  };
}

export function useCreateSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (json: SkillInput) => call(api.skills.$post({ json })),
    onSuccess: invalidate,
  });
}

export function useUpdateSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SkillPatch }) =>
      call(api.skills[':id'].$patch({ param: { id }, json: patch })),
    onSuccess: invalidate,
  });
}

export function useDeleteSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(api.skills[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useRunSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(api.skills[':id'].run.$post({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useDescribeSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (json: { employee: EmployeeId; text: string }) => call(api.skills.describe.$post({ json })),
    onSuccess: invalidate,
  });
}

// --- the inbox

export function useApprovals(status: 'pending' | 'all') {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['approvals', user?.id, status],
    enabled: Boolean(user),
    queryFn: () => call(api.approvals.$get({ query: { status } })),
  });
}

export function useDecide() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      params,
    }: {
      id: string;
      decision: 'approve' | 'reject' | 'undo';
      params?: Record<string, unknown>;
    }) => {
      const param = { id };
      if (decision === 'approve')
        return call(api.approvals[':id'].approve.$post({ param, json: { params } }));
      if (decision === 'reject') return call(api.approvals[':id'].reject.$post({ param }));
      return call(api.approvals[':id'].undo.$post({ param }));
    },
    onSuccess: invalidate,
  });
}

export function useTrust() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['approvals', user?.id, 'trust'],
    enabled: Boolean(user),
    queryFn: () => call(api.approvals.trust.$get()).then((r) => r.levels),
  });
}

export function useSetTrust() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (json: { kind: ApprovalKind; level: TrustLevel }) => call(api.approvals.trust.$put({ json })),
    onSuccess: invalidate,
  });
}

export function useAudit() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['audit', user?.id],
    enabled: Boolean(user),
    queryFn: () => call(api.audit.$get()).then((r) => r.entries),
  });
}
