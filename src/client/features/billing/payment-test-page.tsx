import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Loader2, Play, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { runPaymentTests } from '../../lib/billing-api.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { BillingFrame } from './components/billing-frame.tsx';

const runError = 'Erreur lors de l’exécution des tests';

function PaymentTests() {
  const run = useMutation({
    mutationFn: runPaymentTests,
    onSuccess: (result) => {
      if (result.success) toast.success('Tests Stripe réussis\u00a0!', result.summary);
      else toast.error('Certains tests ont échoué', result.error);
    },
    onError: (err) => toast.error(runError, err instanceof ApiRequestError ? err.message : undefined),
  });
  const result = run.data;

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Vérifie pour de vrai le fournisseur de paiement configuré&nbsp;: configuration, connexion, prix des
        plans, création d’une session de paiement et webhook signé.
      </p>
      <Button onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Play aria-hidden="true" />
        )}
        Lancer les Tests
      </Button>
      {run.isError ? <Alert tone="destructive">{runError}</Alert> : null}
      {result ? (
        <section aria-labelledby="results-title" className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="results-title" className="text-lg font-semibold text-slate-900">
              Résultats ({result.results.provider === 'stripe' ? 'Stripe' : 'bac à sable'})
            </h2>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${
                result.success ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
              }`}
            >
              {result.summary}
            </span>
          </div>
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {result.results.tests.map((test) => {
              const passed = test.status.includes('✅');
              return (
                <li key={test.name} className="flex items-start gap-3 p-4">
                  {passed ? (
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-emerald-700"
                      role="img"
                      aria-label="Réussi"
                    />
                  ) : (
                    <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" role="img" aria-label="Échec" />
                  )}
                  <div>
                    <p className="font-medium text-slate-900">{test.name}</p>
                    <p className="text-sm text-slate-700">{test.message}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <Alert tone={result.success ? 'success' : 'destructive'}>{result.message}</Alert>
        </section>
      ) : null}
    </div>
  );
}

/** /test: the payment test page (SPEC.md §2, test-stripe-integration), for signed-in users. */
export default function PaymentTestPage() {
  const { user, loading } = useAuth();
  return (
    <BillingFrame title="Tests de paiement">
      {loading ? null : user ? (
        <ServerStateScope>
          <PaymentTests />
        </ServerStateScope>
      ) : (
        <Alert>
          Connectez-vous pour lancer les tests de paiement.{' '}
          <Link href={paths.auth} className="underline">
            Se connecter
          </Link>
        </Alert>
      )}
    </BillingFrame>
  );
}
