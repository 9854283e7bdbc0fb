import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { deletionConfirmed, deletionWord, displayNameMax } from '../../../shared/account-model.ts';
import { passwordStrength, passwordStrengthLabels } from '../../../shared/password-strength.ts';
import { downloadTextFile } from '../../components/ai-tools/report-download.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { BillingSection } from './billing-section.tsx';
// The company memory's forms load zod (the server's own schemas) only when filled in (memory-schemas.ts).
import { CompanyProfileForm } from './company-profile-form.tsx';
import { MemoryFacts } from './memory-facts.tsx';
import { SecuritySection } from './security-section.tsx';
import { SubscriptionSection } from './subscription-section.tsx';
import { TeamSection, useActiveOrganisation } from './team-section.tsx';
import { securityAnchor, TwoFactorRequirement } from './two-factor-requirement.tsx';

const fail = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card id={id} className={id ? 'scroll-mt-20' : undefined}>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Profile() {
  const ids = useId();
  const { user, refresh } = useAuth();
  // What the user typed; until then the session's name, read rather than copied into state.
  const [draft, setName] = useState<string | null>(null);
  const name = draft ?? user?.name ?? '';
  const save = useMutation({
    mutationFn: () => call(api.account.$patch({ json: { name } })),
    onSuccess: () => {
      toast.success('Profil mis à jour');
      void refresh();
    },
    onError: fail('Profil non enregistré'),
  });
  return (
    <Section title="Profil">
      <form
        aria-label="Profil"
        className="grid gap-3 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) {
            toast.error('Nom requis', 'Le nom affiché est requis.');
            return;
          }
          save.mutate();
        }}
      >
        <p className="text-sm text-slate-600">
          Email&nbsp;: <span className="font-medium text-slate-900">{user?.email}</span>
        </p>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-name`}>Nom affiché</Label>
          <Input
            id={`${ids}-name`}
            value={name}
            maxLength={displayNameMax}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
    </Section>
  );
}

function PasswordChange() {
  const ids = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const change = useMutation({
    mutationFn: () => call(api.account.password.$post({ json: { currentPassword, newPassword } })),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      toast.success('Mot de passe modifié', 'Vos autres sessions ont été déconnectées.');
    },
    onError: fail('Mot de passe non modifié'),
  });
  const strength = newPassword ? passwordStrength(newPassword) : null;
  return (
    <Section title="Mot de passe">
      <form
        aria-label="Mot de passe"
        className="grid gap-3 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-current`}>Mot de passe actuel</Label>
          <Input
            id={`${ids}-current`}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-new`}>Nouveau mot de passe</Label>
          <Input
            id={`${ids}-new`}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${ids}-hint`}
            value={newPassword}
            onChange={(e) => setNext(e.target.value)}
          />
          <p id={`${ids}-hint`} className="text-xs text-slate-500">
            Minimum 8 caractères avec majuscules, minuscules, chiffres et symboles.
            {strength && ` Force\u00a0: ${passwordStrengthLabels[strength]}.`}
          </p>
        </div>
        <Button
          type="submit"
          className="justify-self-start"
          disabled={change.isPending || !currentPassword || !newPassword}
        >
          Changer le mot de passe
        </Button>
      </form>
    </Section>
  );
}

function DataExport() {
  const exportData = useMutation({
    mutationFn: async () => {
      const data = await call(api.account.export.$get());
      downloadTextFile(
        `septime-export-${data.exportedAt.slice(0, 10)}.json`,
        JSON.stringify(data, null, 2),
        'application/json;charset=utf-8',
      );
    },
    onSuccess: () => toast.success('Export prêt', 'Le fichier JSON de vos données est téléchargé.'),
    onError: fail('Export impossible'),
  });
  return (
    <Section
      title="Vos données"
      description="Téléchargez en JSON tout ce que vous avez créé&nbsp;: projets, tâches, conversations, temps, rapports, intégrations, mémoire de l’entreprise."
    >
      <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
        <Download aria-hidden="true" />
        Exporter mes données
      </Button>
    </Section>
  );
}

function AccountDeletion() {
  const ids = useId();
  const { user, refresh } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const confirmed = user ? deletionConfirmed(confirmation, user.email) : false;
  const remove = useMutation({
    mutationFn: () => call(api.account.$delete({ json: { confirmation } })),
    onSuccess: async () => {
      setOpen(false);
      toast.success('Compte supprimé', 'Votre compte et toutes vos données ont été supprimés.');
      await refresh();
      navigate('/');
    },
    onError: fail('Suppression impossible'),
  });
  return (
    <Section
      title="Supprimer le compte"
      description="La suppression est définitive&nbsp;: votre compte et toutes vos données sont effacés."
    >
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Supprimer votre compte&nbsp;?"
        description={
          <>
            Tous vos projets, tâches, conversations, temps, rapports et intégrations seront effacés. Vos
            factures sont conservées 10 ans, détachées de votre compte, comme la loi l’impose au vendeur (art.
            L123-22 du Code de commerce). Tapez votre email ou «&nbsp;{deletionWord} » pour confirmer.
          </>
        }
        trigger={
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Supprimer mon compte
          </Button>
        }
      >
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) remove.mutate();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-confirm`}>Confirmation</Label>
            <Input
              id={`${ids}-confirm`}
              autoComplete="off"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          </div>
          <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
            Supprimer définitivement
          </Button>
        </form>
      </Dialog>
    </Section>
  );
}

/** The subscription and invoices are the owners' (decision 072): the others are told who to ask. */
function OwnerOnly({ children }: { children: React.ReactNode }) {
  const { active } = useActiveOrganisation();
  if (!active) return null;
  if (active.role === 'owner') return <>{children}</>;
  return (
    <Section title="Abonnement et factures">
      <p className="text-sm text-slate-600">
        L’abonnement et les factures de «&nbsp;{active.name}&nbsp;» sont gérés par ses propriétaires.
      </p>
    </Section>
  );
}

/**
 * /settings ('Paramètres'): profile, company memory, team, password, security (two-factor
 * authentication), plan, data export and account deletion.
 */
export default function SettingsPage() {
  return (
    <WorkspaceLayout title="Paramètres">
      <SignedInGate>
        <ServerStateScope>
          <div className="space-y-6">
            <Profile />
            <Section
              title="Profil de l’entreprise"
              description="Vos sept employés IA rédigent en votre nom à partir de ces informations."
            >
              <CompanyProfileForm />
            </Section>
            <Section
              title="Ce que vos employés retiennent"
              description="Chacun de vos employés tient compte de ces faits dans tous ses brouillons et ses réponses."
            >
              <MemoryFacts />
            </Section>
            <Section
              title="Équipe"
              description="Invitez vos collègues&nbsp;: ils partagent les projets, les documents et les employés IA de l’organisation."
            >
              <div className="space-y-5">
                <TeamSection />
                <TwoFactorRequirement />
              </div>
            </Section>
            <PasswordChange />
            <Section
              id={securityAnchor}
              title="Sécurité"
              description="La double authentification demande, après le mot de passe, un code de votre application d’authentification."
            >
              <SecuritySection />
            </Section>
            <OwnerOnly>
              <SubscriptionSection />
              <BillingSection />
            </OwnerOnly>
            <DataExport />
            <AccountDeletion />
          </div>
        </ServerStateScope>
      </SignedInGate>
    </WorkspaceLayout>
  );
}
