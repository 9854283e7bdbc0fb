import { useMutation, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { memberRoleLabels } from '../../../shared/organisation-model.ts';
import { parisLongDate } from '../../../shared/paris-time.ts';
import { paths } from '../../../shared/routes.ts';
import { authPath } from '../../../shared/safe-return.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { acceptInvitation, previewInvitation } from './team-api.ts';

// /invitation?jeton=… (decision 072): the link mailed to an invited colleague. It says who invites to
// what before signing in; accepting needs the invited address's account (the server checks it).

function Invitation({ token }: { token: string }) {
  const { user, loading } = useAuth();
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    // The whole app reads the organisation: it starts again in the one just joined.
    onSuccess: () => window.location.assign(paths.dashboard),
  });
  if (preview.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-slate-800">
          {preview.error.message}
        </p>
        <Link href={paths.dashboard} className="text-sm font-medium text-indigo-700 hover:underline">
          Aller au tableau de bord
        </Link>
      </div>
    );
  }
  if (!preview.data || loading) {
    return (
      <p aria-busy="true" className="text-slate-600">
        Lecture de l’invitation…
      </p>
    );
  }
  const invitation = preview.data;
  const back = `/invitation?jeton=${encodeURIComponent(token)}`;
  const wrongAccount = user && user.email.toLowerCase() !== invitation.email;
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        {invitation.invitedBy ?? 'Un membre'} vous invite à rejoindre{' '}
        <strong>«&nbsp;{invitation.organisationName}&nbsp;»</strong> en tant que{' '}
        {memberRoleLabels[invitation.role].toLowerCase()}&nbsp;: vous partagerez ses projets, ses documents et
        ses employés IA.
      </p>
      <p className="text-sm text-slate-600">
        Invitation pour {invitation.email}, valable jusqu’au {parisLongDate(new Date(invitation.expiresAt))}.
      </p>
      {accept.error && (
        <p role="alert" className="text-sm text-red-700">
          {accept.error instanceof ApiRequestError ? accept.error.message : 'Veuillez réessayer.'}
        </p>
      )}
      {!user ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={authPath({ returnTo: back })}>Se connecter pour accepter</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={authPath({ signUp: true, returnTo: back })}>Créer mon compte</Link>
          </Button>
        </div>
      ) : wrongAccount ? (
        <p role="alert" className="text-sm text-amber-900">
          Vous êtes connecté avec {user.email}&nbsp;: connectez-vous avec {invitation.email} pour accepter
          cette invitation.
        </p>
      ) : (
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          Rejoindre «&nbsp;{invitation.organisationName}&nbsp;»
        </Button>
      )}
    </div>
  );
}

export default function InvitationPage() {
  const token = new URLSearchParams(window.location.search).get('jeton') ?? '';
  return (
    <ServerStateScope>
      <div className="min-h-screen bg-slate-50 px-4 py-10">
        <main
          id="main"
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h1 className="mb-4 flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <Users className="size-6 text-indigo-700" aria-hidden="true" />
            Invitation
          </h1>
          {token ? (
            <Invitation token={token} />
          ) : (
            <p role="alert" className="text-slate-800">
              Ce lien d’invitation est incomplet&nbsp;: ouvrez le lien reçu par email.
            </p>
          )}
        </main>
      </div>
    </ServerStateScope>
  );
}
