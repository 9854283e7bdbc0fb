import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReceivedRequest, RequestKind } from '../../../shared/ai-tools-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';

const kindLabels: Record<RequestKind, string> = {
  demo: 'Démo personnalisée',
  'custom-ai': 'IA sur mesure',
  enterprise: 'Plan Entreprise',
};
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** The demo and custom-AI requests received, newest first: the operators (ADMIN_EMAILS) follow them up. */
export function ReceivedRequests() {
  const requests = useQuery({
    queryKey: ['security', 'requests'],
    queryFn: () => call(api.security.requests.$get()).then((r) => r.requests),
  });
  return (
    <section
      aria-labelledby="received-requests"
      className="mt-8 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="received-requests" className="flex items-center gap-2 font-semibold text-slate-900">
          <Inbox className="size-4 text-indigo-700" aria-hidden="true" />
          Demandes reçues
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Les demandes de démo et d’IA sur mesure, les 50 plus récentes. Leur auteur a reçu un email de
          confirmation.
        </p>
      </div>
      {requests.isError ? (
        <Alert tone="destructive" className="m-5">
          {requests.error instanceof ApiRequestError
            ? requests.error.message
            : 'Impossible de charger les demandes.'}
        </Alert>
      ) : requests.data?.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">Aucune demande pour l’instant.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {requests.data?.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: ReceivedRequest }) {
  return (
    <li className="space-y-1 px-5 py-4 text-sm" aria-label={`${request.name}, ${request.company}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
          {kindLabels[request.kind]}
        </span>
        <span className="font-medium text-slate-900">{request.name}</span>
        <span className="text-slate-600">· {request.company}</span>
        <a
          href={`mailto:${request.email}`}
          className="break-all text-indigo-700 underline underline-offset-2"
        >
          {request.email}
        </a>
      </p>
      <p className="whitespace-pre-wrap break-words text-slate-700">{request.message}</p>
      <p className="text-xs text-slate-600">Reçue le {when.format(new Date(request.createdAt))}</p>
    </li>
  );
}
