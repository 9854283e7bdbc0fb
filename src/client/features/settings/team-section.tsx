import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, UserMinus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { SeatPreview } from '../../../shared/billing.ts';
import {
  type ApproverRule,
  approverRuleLabels,
  approverRules,
  type MemberDto,
  type MemberRole,
  memberRoleLabels,
  memberRoles,
  roleAtLeast,
} from '../../../shared/organisation-model.ts';
import { parisLongDate } from '../../../shared/paris-time.ts';
import { countOf } from '../../../shared/plural.ts';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Input, Label, selectClass } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { formatCents } from '../../lib/billing-format.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import {
  changeMemberRole,
  fetchOrganisations,
  fetchSeatPreview,
  fetchTeam,
  inviteMember,
  removeMember,
  renameOrganisation,
  revokeInvitation,
  setAllowance,
  setApprovers,
  switchOrganisation,
  teamKeys,
} from './team-api.ts';

// « Paramètres → Équipe » (issue 39, decision 072): the organisation's members and invitations, the
// roles, and the switch between the organisations one belongs to. The server checks every rule; the
// page only hides what the role cannot do.

const failed = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

/** The active organisation and the user's role there (the settings page hides billing from others). */
export function useActiveOrganisation() {
  const query = useQuery({ queryKey: teamKeys.organisations, queryFn: fetchOrganisations });
  return { ...query, active: query.data?.find((o) => o.active) };
}

/** Every page reads the organisation's data: after a switch, the whole app starts again from it. */
function reloadInto() {
  window.location.assign('/dashboard');
}

function OrganisationSwitch() {
  const { data } = useActiveOrganisation();
  const change = useMutation({
    mutationFn: switchOrganisation,
    onSuccess: reloadInto,
    onError: failed('Changement impossible'),
  });
  if (!data || data.length < 2) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Vos organisations</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {data.map((org) => (
          <li key={org.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              <span className="font-medium text-slate-900">{org.name}</span>{' '}
              <span className="text-slate-500">· {memberRoleLabels[org.role]}</span>
            </span>
            {org.active ? (
              <span className="text-xs font-medium text-emerald-700">Organisation active</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={change.isPending}
                onClick={() => change.mutate(org.id)}
                aria-label={`Passer à ${org.name}`}
              >
                Passer à cette organisation
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A seat's price as this customer reads it: TTC for an individual, HT for a professional. */
function seatAmount(amount: { ht: number; ttc: number }, preview: SeatPreview) {
  return preview.customerType === 'individual'
    ? `${formatCents(amount.ttc)} TTC`
    : `${formatCents(amount.ht)} HT`;
}

/** What the next member costs on Pro (decision 073), said before the invitation is confirmed. */
function seatExplanation(preview: SeatPreview, email: string): string {
  const per = preview.interval === 'year' ? 'par an' : 'par mois';
  const unit = `Sur le forfait Pro, chaque membre est facturé ${seatAmount(preview.unitPrice, preview)} ${per}.`;
  const renewal = `l’abonnement comptera ${countOf(preview.seatsAfter, 'membre', 'membres')}${
    preview.pending > 0 ? ` (invitations en attente comprises)` : ''
  } : ${seatAmount(preview.nextRenewal, preview)} ${per}.`;
  const renewalDate = preview.nextRenewalAt ? parisLongDate(new Date(preview.nextRenewalAt)) : null;
  if (preview.trialing)
    return `${unit} Rien n’est facturé pendant l’essai. À sa fin${renewalDate ? `, le ${renewalDate},` : ''} ${renewal}`;
  const who = email.trim() || 'votre collègue';
  const now =
    preview.chargeNow.ht > 0
      ? `Quand ${who} acceptera l’invitation, son siège sera facturé au prorata des jours restants${
          renewalDate ? ` jusqu’au ${renewalDate}` : ''
        } : ${seatAmount(preview.chargeNow, preview)} si c’est aujourd’hui (${preview.remainingDays} jours sur ${preview.periodDays}).`
      : 'Un siège déjà payé pour cette période est libre : rien n’est facturé à son arrivée.';
  return `${unit} ${now} À partir du renouvellement${renewalDate ? ` du ${renewalDate}` : ''}, ${renewal}`;
}

function InviteForm({ canInviteOwner }: { canInviteOwner: boolean }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [confirming, setConfirming] = useState(false);
  const seats = useQuery({ queryKey: teamKeys.seats, queryFn: fetchSeatPreview });
  const invite = useMutation({
    mutationFn: (confirmSeat: boolean) => inviteMember(email, role, confirmSeat),
    onSuccess: ({ invitation }) => {
      setEmail('');
      setConfirming(false);
      toast.success('Invitation envoyée', `Un lien valable 7 jours a été envoyé à ${invitation.email}.`);
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onError: (error) => {
      // On Pro the server asks the seat's price to be confirmed first: the dialog says it.
      if (error instanceof ApiRequestError && error.code === 'billing:seat_confirmation') {
        void seats.refetch().then(() => setConfirming(true));
        return;
      }
      setConfirming(false);
      failed('Invitation non envoyée')(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error('Email requis', 'Saisissez l’adresse email de votre collègue.');
      return;
    }
    // Sent unconfirmed first: the server checks the address and says whether a seat is billed.
    invite.mutate(false);
  };
  return (
    <form
      aria-label="Inviter un membre"
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-email`}>Email du collègue</Label>
        <Input
          id={`${ids}-email`}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-role`}>Rôle</Label>
        <select
          id={`${ids}-role`}
          className={selectClass}
          value={role}
          onChange={(e) => setRole(e.target.value as MemberRole)}
        >
          {memberRoles
            .filter((r) => r !== 'owner' || canInviteOwner)
            .map((r) => (
              <option key={r} value={r}>
                {memberRoleLabels[r]}
              </option>
            ))}
        </select>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        <Mail aria-hidden="true" />
        Envoyer l’invitation
      </Button>
      {seats.data?.billed ? (
        <AlertDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Ajouter un membre facturé ?"
          description={seatExplanation(seats.data, email)}
          confirmLabel="Confirmer et envoyer l’invitation"
          busy={invite.isPending}
          onConfirm={() => invite.mutate(true)}
        />
      ) : null}
    </form>
  );
}

/** « Tâches IA par jour »: an administrator caps a member's daily AI tasks, within the plan's. */
function AllowanceForm({ member }: { member: MemberDto }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (member.aiAllowance === null ? '' : String(member.aiAllowance));
  const save = useMutation({
    mutationFn: () => setAllowance(member.userId, value.trim() === '' ? null : Number(value)),
    onSuccess: () => {
      setDraft(null);
      toast.success(
        'Allocation enregistrée',
        value.trim() === ''
          ? `${member.name} suit la limite du forfait.`
          : `${member.name} peut lancer ${countOf(Number(value), 'tâche IA', 'tâches IA')} par jour.`,
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onError: failed('Allocation non enregistrée'),
  });
  return (
    <form
      aria-label={`Allocation IA de ${member.name}`}
      noValidate
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() !== '' && !/^\d+$/.test(value.trim())) {
          toast.error(
            'Allocation non enregistrée',
            'Indiquez un nombre entier de tâches IA par jour, ou laissez vide.',
          );
          return;
        }
        save.mutate();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${ids}-allowance`} className="text-xs">
          Tâches IA par jour
        </Label>
        <Input
          id={`${ids}-allowance`}
          inputMode="numeric"
          placeholder="Forfait"
          className="h-9 w-24"
          value={value}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending || draft === null}>
        Appliquer
      </Button>
    </form>
  );
}

function MemberRow({
  member,
  you,
  yourRole,
  seatBilled,
}: {
  member: MemberDto;
  you: string;
  yourRole: MemberRole;
  /** Pro bills each member: a removal credits the seat's unused days (decision 073). */
  seatBilled: boolean;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const self = member.userId === you;
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.team });
  const role = useMutation({
    mutationFn: (next: MemberRole) => changeMemberRole(member.userId, next),
    onSuccess: () => {
      toast.success(
        'Rôle modifié',
        `${member.name} est maintenant ${memberRoleLabels[role.variables!].toLowerCase()}.`,
      );
      void refresh();
    },
    onError: failed('Rôle non modifié'),
  });
  const remove = useMutation({
    mutationFn: () => removeMember(member.userId),
    onSuccess: () => {
      setConfirming(false);
      if (self) {
        reloadInto();
        return;
      }
      toast.success('Membre retiré', `${member.name} n’a plus accès à l’organisation.`);
      void refresh();
    },
    onError: failed(self ? 'Départ impossible' : 'Retrait impossible'),
  });
  const admin = roleAtLeast(yourRole, 'admin');
  // What the page offers follows the server's rules: the founder stays owner, only an owner touches owners.
  const mayChange = admin && !member.founder && (yourRole === 'owner' || member.role !== 'owner');
  const mayRemove = !member.founder && (self || mayChange);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {member.name}
          {self && <span className="text-slate-500"> (vous)</span>}
          {member.founder && (
            <span className="ml-2 rounded-md bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800">
              Fondateur
            </span>
          )}
          {member.twoFactor && (
            <span
              className="ml-2 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800"
              title="Double authentification activée"
            >
              2FA<span className="sr-only"> (double authentification activée)</span>
            </span>
          )}
        </p>
        <p className="truncate text-slate-600">{member.email}</p>
      </div>
      {mayChange ? (
        <AllowanceForm member={member} />
      ) : (
        member.aiAllowance !== null && (
          <span className="text-slate-600">
            {countOf(member.aiAllowance, 'tâche IA', 'tâches IA')} par jour
          </span>
        )
      )}
      {mayChange ? (
        <select
          aria-label={`Rôle de ${member.name}`}
          className={cn(selectClass, 'w-44')}
          value={member.role}
          disabled={role.isPending}
          onChange={(e) => role.mutate(e.target.value as MemberRole)}
        >
          {memberRoles
            .filter((r) => r !== 'owner' || yourRole === 'owner')
            .map((r) => (
              <option key={r} value={r}>
                {memberRoleLabels[r]}
              </option>
            ))}
        </select>
      ) : (
        <span className="text-slate-700">{memberRoleLabels[member.role]}</span>
      )}
      {mayRemove && (
        <AlertDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={self ? 'Quitter l’organisation\u00a0?' : `Retirer ${member.name}\u00a0?`}
          description={
            self
              ? 'Vous n’aurez plus accès à ses projets, documents et employés IA. Il faudra une nouvelle invitation pour revenir.'
              : `${member.name} perd l’accès à l’organisation dès sa prochaine action. Ce qu’il ou elle a créé reste à l’organisation.${
                  seatBilled
                    ? ' Son siège non utilisé est crédité au prorata des jours restants, déduit de vos prochaines factures.'
                    : ''
                }`
          }
          confirmLabel={self ? 'Quitter' : 'Retirer'}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={self ? 'Quitter l’organisation' : `Retirer ${member.name}`}
            >
              <UserMinus aria-hidden="true" />
              {self ? 'Quitter' : 'Retirer'}
            </Button>
          }
        />
      )}
    </li>
  );
}

/** Who decides on the employees' proposals in the inbox and the chat (the server enforces it). */
function ApproversSelect({
  approvers,
  yourRole,
  members,
}: {
  approvers: ApproverRule;
  yourRole: MemberRole;
  members: MemberDto[];
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: { approvers: ApproverRule; memberIds?: string[] }) =>
      setApprovers(next.approvers, next.memberIds),
    onSuccess: (_, next) => {
      toast.success(
        'Règle enregistrée',
        `${approverRuleLabels[next.approvers]} décident des propositions des employés.`,
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onError: failed('Règle non enregistrée'),
  });
  const chosen = members.filter((m) => m.approves).map((m) => m.userId);
  // Owners always approve: the list chooses among the others.
  const choosable = members.filter((m) => m.role !== 'owner');
  const ownerOnly = (r: ApproverRule) => r === 'owner' || r === 'listed';
  return (
    <div className="space-y-2 sm:max-w-md">
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-approvers`}>Qui approuve les propositions des employés</Label>
        <select
          id={`${ids}-approvers`}
          className={selectClass}
          value={approvers}
          disabled={change.isPending}
          onChange={(e) => {
            const next = e.target.value as ApproverRule;
            change.mutate({ approvers: next, ...(next === 'listed' ? { memberIds: chosen } : {}) });
          }}
        >
          {approverRules
            .filter((r) => !ownerOnly(r) || yourRole === 'owner' || approvers === r)
            .map((r) => (
              <option key={r} value={r}>
                {approverRuleLabels[r]}
              </option>
            ))}
        </select>
      </div>
      {approvers === 'listed' && (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-slate-900">Membres qui approuvent</legend>
          {choosable.length === 0 ? (
            <p className="text-sm text-slate-700">
              Aucun autre membre pour l’instant&nbsp;: les propriétaires approuvent.
            </p>
          ) : (
            choosable.map((m) => (
              <label key={m.userId} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={m.approves}
                  disabled={change.isPending || yourRole !== 'owner'}
                  onChange={(e) =>
                    change.mutate({
                      approvers: 'listed',
                      memberIds: e.target.checked
                        ? [...chosen, m.userId]
                        : chosen.filter((id) => id !== m.userId),
                    })
                  }
                />
                {m.name} ({m.email})
              </label>
            ))
          )}
        </fieldset>
      )}
    </div>
  );
}

function OrganisationName({ name }: { name: string }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? name;
  const save = useMutation({
    mutationFn: () => renameOrganisation(value),
    onSuccess: () => {
      setDraft(null);
      toast.success('Organisation renommée');
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
      void queryClient.invalidateQueries({ queryKey: teamKeys.organisations });
    },
    onError: failed('Nom non enregistré'),
  });
  return (
    <form
      aria-label="Nom de l’organisation"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="min-w-60 flex-1 space-y-1.5 sm:max-w-md">
        <Label htmlFor={`${ids}-name`}>Nom de l’organisation</Label>
        <Input id={`${ids}-name`} maxLength={120} value={value} onChange={(e) => setDraft(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || value.trim() === name}>
        Renommer
      </Button>
    </form>
  );
}

/** The settings' « Équipe » section. */
export function TeamSection() {
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: teamKeys.team, queryFn: fetchTeam });
  const mayInvite = !!team.data && roleAtLeast(team.data.you.role, 'admin');
  const seatPreview = useQuery({ queryKey: teamKeys.seats, queryFn: fetchSeatPreview, enabled: mayInvite });
  const revoke = useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => {
      toast.success('Invitation annulée', 'Son lien ne fonctionne plus.');
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onError: failed('Annulation impossible'),
  });
  if (team.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {team.error.message}
      </p>
    );
  }
  if (!team.data) {
    return (
      <p aria-busy="true" className="text-sm text-slate-600">
        Chargement de l’équipe…
      </p>
    );
  }
  const { organisation, you, members, invitations, seats, planName } = team.data;
  const admin = roleAtLeast(you.role, 'admin');
  const taken = members.length + invitations.length;
  const full = seats !== null && taken >= seats;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Organisation <span className="font-medium text-slate-900">{organisation.name}</span> · votre
        rôle&nbsp;: {memberRoleLabels[you.role].toLowerCase()} ·{' '}
        {countOf(members.length, 'membre', 'membres')}
        {seats === null ? '' : ` sur ${seats} (forfait ${planName})`}
        {seatPreview.data?.billed
          ? ` · forfait Pro : ${countOf(seatPreview.data.seatsPaid, 'siège payé', 'sièges payés')} pour cette période`
          : ''}
        {you.aiAllowance !== null &&
          ` · votre allocation\u00a0: ${countOf(you.aiAllowance, 'tâche IA', 'tâches IA')} par jour`}
      </p>
      {you.role === 'owner' && <OrganisationName name={organisation.name} />}
      {admin ? (
        <ApproversSelect approvers={organisation.approvers} yourRole={you.role} members={members} />
      ) : (
        <p className="text-sm text-slate-700">
          Propositions des employés&nbsp;: {approverRuleLabels[organisation.approvers].toLowerCase()} en
          décident.
        </p>
      )}
      <ul aria-label="Membres" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            you={you.userId}
            yourRole={you.role}
            seatBilled={seatPreview.data?.billed ?? false}
          />
        ))}
      </ul>
      {admin && invitations.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Invitations en attente</h3>
          <ul
            aria-label="Invitations en attente"
            className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{invitation.email}</p>
                  <p className="text-slate-600">
                    {memberRoleLabels[invitation.role]} · valable jusqu’au{' '}
                    {parisLongDate(new Date(invitation.expiresAt))}
                    {invitation.invitedBy ? ` · invité par ${invitation.invitedBy}` : ''}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(invitation.id)}
                  aria-label={`Annuler l’invitation de ${invitation.email}`}
                >
                  Annuler
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {admin &&
        (full ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {seats === 1
              ? `Le forfait ${planName} compte un seul membre\u00a0: passez au forfait Pro pour inviter vos collègues.`
              : `Les ${seats} places du forfait ${planName} sont prises.`}
          </p>
        ) : (
          <InviteForm canInviteOwner={you.role === 'owner'} />
        ))}
      <OrganisationSwitch />
    </div>
  );
}
