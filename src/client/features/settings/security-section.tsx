import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import type { Step } from './security-flow.tsx';

// « Paramètres → Sécurité » (decision 074): two-factor authentication by an authenticator app (TOTP),
// with backup codes shown once. The steps (and the QR code's library after them) load when one starts.

const SecurityFlow = lazy(() => import('./security-flow.tsx'));

/** The settings' « Sécurité » section. */
export function SecuritySection() {
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enabled = !!user?.twoFactorEnabled;
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-medium" role="status">
        {enabled ? (
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
        )}
        <span className={enabled ? 'text-emerald-800' : 'text-slate-800'}>
          Double authentification {enabled ? 'activée' : 'désactivée'}
        </span>
      </p>
      {step.kind === 'idle' && (
        <>
          <p className="text-sm text-slate-600">
            {enabled
              ? 'Un code de votre application d’authentification est demandé à chaque connexion, en plus du mot de passe.'
              : 'Protégez votre compte par un code à 6 chiffres de votre application d’authentification, demandé à chaque connexion en plus du mot de passe.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button
                  variant="outline"
                  onClick={() => setStep({ kind: 'password', purpose: 'regenerate' })}
                >
                  <KeyRound aria-hidden="true" />
                  Régénérer les codes de secours
                </Button>
                <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
                  Désactiver
                </Button>
              </>
            ) : (
              <Button onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>
                <ShieldCheck aria-hidden="true" />
                Activer la double authentification
              </Button>
            )}
          </div>
        </>
      )}
      {step.kind !== 'idle' && (
        <Suspense
          fallback={
            <p aria-busy="true" className="text-sm text-slate-600">
              Chargement…
            </p>
          }
        >
          <SecurityFlow step={step} onStep={setStep} />
        </Suspense>
      )}
      <p className="text-sm text-slate-600">
        Sessions ouvertes et connexions récentes&nbsp;: voir le{' '}
        <Link href={paths.security} className="font-medium text-indigo-700 underline underline-offset-2">
          tableau de bord sécurité
        </Link>
        .
      </p>
    </div>
  );
}
