import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { memberRoleLabels, roleAtLeast } from '../../../shared/organisation-model.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { toast } from '../../lib/toast.ts';
import { fetchTeam, teamKeys } from './team-api.ts';

// « Paramètres → Équipe »: an owner requires a second factor of the organisation's owners and
// administrators (decision 074). The server refuses to turn it on for an owner without one, and holds
// an owner's or administrator's powers until they enable theirs in « Sécurité ».

export const securityAnchor = 'securite';

const setRequirement = (required: boolean) => call(api.team['two-factor'].$put({ json: { required } }));

export function TwoFactorRequirement() {
  const ids = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: teamKeys.team, queryFn: fetchTeam });
  const change = useMutation({
    mutationFn: setRequirement,
    onSuccess: (_, required) => {
      toast.success(
        required ? 'Double authentification exigée' : 'Double authentification facultative',
        required
          ? 'Les propriétaires et administrateurs sans double authentification ne gardent que les droits d’un membre jusqu’à son activation.'
          : 'Les propriétaires et administrateurs n’ont plus besoin d’un second facteur.',
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onError: (error) =>
      toast.error(
        'Réglage non enregistré',
        error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.',
      ),
  });
  if (!team.data) return null;
  const { organisation, you, members } = team.data;
  const required = organisation.requireTwoFactor;
  const yoursOn = !!user?.twoFactorEnabled;
  const without = members.filter(
    (m) => roleAtLeast(m.role, 'admin') && !(m.userId === you.userId ? yoursOn : m.twoFactor),
  );
  const youHeld = required && roleAtLeast(you.role, 'admin') && !yoursOn;
  // Turning it on needs the owner's own factor first (the server says so too).
  const blocked = !required && !yoursOn;

  return (
    <div className="space-y-2 sm:max-w-xl">
      {you.role === 'owner' ? (
        <>
          <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-indigo-700"
              checked={required}
              disabled={change.isPending || blocked || youHeld}
              aria-describedby={`${ids}-hint`}
              onChange={(e) => change.mutate(e.target.checked)}
            />
            Exiger la double authentification pour les propriétaires et administrateurs
          </label>
          <p id={`${ids}-hint`} className="text-sm text-slate-600">
            {blocked ? (
              <>
                Activez d’abord votre propre double authentification dans{' '}
                <a
                  href={`#${securityAnchor}`}
                  className="font-medium text-indigo-700 underline underline-offset-2"
                >
                  Sécurité
                </a>
                .
              </>
            ) : (
              'Sans elle, un propriétaire ou un administrateur ne garde que les droits d’un membre jusqu’à son activation.'
            )}
          </p>
        </>
      ) : (
        required && (
          <p className="text-sm text-slate-700">
            L’organisation exige la double authentification de ses propriétaires et administrateurs.
          </p>
        )
      )}
      {youHeld && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {`Votre rôle de ${memberRoleLabels[you.role].toLowerCase()} attend votre double authentification\u00a0: activez-la dans `}
          <a href={`#${securityAnchor}`} className="font-medium underline underline-offset-2">
            Sécurité
          </a>
          .
        </p>
      )}
      {required && without.length > 0 && roleAtLeast(you.role, 'admin') && (
        <p className="text-sm text-slate-700">
          Sans double authentification&nbsp;:{' '}
          {without.map((m) => `${m.name} (${memberRoleLabels[m.role].toLowerCase()})`).join(', ')}.
        </p>
      )}
    </div>
  );
}
