import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { BillingProfile, SandboxCheckoutView } from '../../../shared/billing.ts';
import { commitments, commitmentTexts } from '../../../shared/commitments.ts';
import { paths } from '../../../shared/routes.ts';
import { authPath } from '../../../shared/safe-return.ts';
import { BillingProfileForm } from '../../components/billing/billing-profile-form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import {
  billingKeys,
  fetchBillingProfile,
  fetchSandboxCheckout,
  paySandboxCheckout,
  startSandboxTrial,
} from '../../lib/billing-api.ts';
import { priceLines } from '../../lib/billing-format.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { BillingFrame } from './components/billing-frame.tsx';

const perPeriod = { month: 'par mois', year: 'par an' } as const;

/** What one period costs this customer: TTC for an individual, HT + TVA for a professional. */
const priceOf = (checkout: SandboxCheckoutView, profile: BillingProfile) =>
  priceLines(Math.round(checkout.amount * 100), profile.customerType, profile.taxTreatment);

function CardForm({ checkout, profile }: { checkout: SandboxCheckoutView; profile: BillingProfile }) {
  const [card, setCard] = useState({ name: '', cardNumber: '', expiry: '', cvc: '' });
  const [payNow, setPayNow] = useState(false);
  const pay = useMutation({
    mutationFn: () => paySandboxCheckout(checkout.id, { ...card, ...(payNow ? { payNow } : {}) }),
    // Back to the app, as Stripe does with its success URL.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const field = (key: keyof typeof card) => ({
    value: card[key],
    onChange: (e: { target: { value: string } }) => setCard((c) => ({ ...c, [key]: e.target.value })),
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate();
  };
  // With a trial the card is optional: it only says the subscription goes on after the trial.
  const total = priceOf(checkout, profile)
    .at(-1)!
    .replace(/^soit /, '');
  const label = checkout.trialDays && !payNow ? 'Démarrer l’essai avec cette carte' : `Payer ${total}`;

  return (
    <form aria-label="Paiement par carte" onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor="card-name" className="text-sm font-medium text-slate-800">
          Nom du titulaire
        </label>
        <Input id="card-name" autoComplete="cc-name" {...field('name')} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="card-number" className="text-sm font-medium text-slate-800">
          Numéro de carte
        </label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...field('cardNumber')}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <label htmlFor="card-expiry" className="text-sm font-medium text-slate-800">
            Date d’expiration (MM/AA)
          </label>
          <Input id="card-expiry" autoComplete="cc-exp" placeholder="12/34" {...field('expiry')} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="card-cvc" className="text-sm font-medium text-slate-800">
            Code de sécurité (CVC)
          </label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...field('cvc')}
          />
        </div>
      </div>
      {checkout.trialDays ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={payNow}
            onChange={(e) => setPayNow(e.target.checked)}
            className="mt-1"
          />
          <span>Payer maintenant, sans période d’essai (la facture est émise tout de suite)</span>
        </label>
      ) : null}
      {pay.isError ? (
        <Alert tone="destructive">
          {pay.error instanceof ApiRequestError
            ? pay.error.message
            : 'Le paiement a échoué. Veuillez réessayer.'}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={pay.isPending || pay.isSuccess}>
        <Lock aria-hidden="true" />
        {pay.isPending ? 'Paiement en cours…' : label}
      </Button>
      {checkout.trialDays ? null : <CancelLink checkout={checkout} />}
    </form>
  );
}

function CancelLink({ checkout }: { checkout: SandboxCheckoutView }) {
  return (
    <a href={checkout.cancelUrl} className="block text-center text-sm text-slate-600 hover:underline">
      Annuler et revenir à Septime
    </a>
  );
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** The Pro trial: one button, no card ('sans carte bancaire'); a card can be added, never required. */
function TrialStart({ checkout, profile }: { checkout: SandboxCheckoutView; profile: BillingProfile }) {
  const start = useMutation({
    mutationFn: () => startSandboxTrial(checkout.id),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const trialEnd = longDate.format(new Date(Date.now() + checkout.trialDays * 86_400_000));
  return (
    <div className="space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p className="font-medium text-slate-900">Aucune carte bancaire n’est demandée.</p>
        <p>
          Votre essai dure jusqu’au {trialEnd}. Un email vous prévient {commitments.trial.reminderDaysBefore}{' '}
          jours avant la fin. {commitmentTexts.trialEnd}
        </p>
      </div>
      {start.isError ? (
        <Alert tone="destructive">
          {start.error instanceof ApiRequestError
            ? start.error.message
            : 'L’essai n’a pas pu démarrer. Veuillez réessayer.'}
        </Alert>
      ) : null}
      <Button
        type="button"
        className="w-full"
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {start.isPending
          ? 'Démarrage de l’essai…'
          : `Démarrer l’essai gratuit de ${checkout.trialDays} jours`}
      </Button>
      <CancelLink checkout={checkout} />
      <details className="rounded-lg border border-slate-200 px-4 py-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-900">
          Ajouter une carte dès maintenant (facultatif)
        </summary>
        <p className="mt-2 mb-4 text-sm text-slate-600">
          Avec une carte, l’abonnement Pro continue à la fin de l’essai&nbsp;; rien n’est débité avant.
        </p>
        <CardForm checkout={checkout} profile={profile} />
      </details>
    </div>
  );
}

function SandboxCheckout({ id, userId }: { id: string; userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: billingKeys.sandboxCheckout(id),
    queryFn: () => fetchSandboxCheckout(id),
  });
  const profileQuery = useQuery({ queryKey: billingKeys.profile(userId), queryFn: fetchBillingProfile });
  const [editing, setEditing] = useState(false);
  if (query.isPending || profileQuery.isPending)
    return <p className="text-slate-600">Chargement du paiement…</p>;
  if (profileQuery.isError) return <Alert tone="destructive">{profileQuery.error.message}</Alert>;
  if (query.isError) {
    return (
      <Alert tone="destructive">
        {query.error instanceof ApiRequestError && query.error.status === 404
          ? 'Ce paiement est introuvable.'
          : query.error.message}
      </Alert>
    );
  }
  const checkout = query.data;
  const profile = profileQuery.data;
  const [price, ...details] = priceOf(checkout, profile);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section
        aria-labelledby="order-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="order-title" className="text-sm font-medium text-slate-600">
          Abonnement Septime
        </h2>
        <p className="mt-2 text-2xl font-bold text-slate-900">Plan {checkout.planName}</p>
        <p className="mt-1 text-lg text-slate-900">
          {price} {perPeriod[checkout.interval]}
        </p>
        {checkout.plan === 'pro' ? (
          <p className="text-sm text-slate-700">
            {checkout.seats > 1
              ? `${checkout.seats} membres dans votre organisation, facturés chacun`
              : '1 membre dans votre organisation'}
            &nbsp;: chaque membre invité ensuite ajoute un siège, facturé au prorata.
          </p>
        ) : null}
        {details.map((line) => (
          <p key={line} className="text-sm text-slate-700">
            {line}
          </p>
        ))}
        {checkout.trialDays ? (
          <p className="mt-3 text-sm text-slate-700">
            {checkout.trialDays} jours d’essai gratuit, puis {price} {perPeriod[checkout.interval]}. Annulable
            à tout moment. {commitmentTexts.trialEnd}
          </p>
        ) : null}
        <section aria-label="Facturation" className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">Facturation</h3>
          {editing || checkout.status !== 'open' ? null : (
            <p className="mt-1 text-sm text-slate-700">
              {profile.customerType === 'business'
                ? `Professionnel\u00a0: ${profile.companyName}${profile.siret ? `, SIREN ${profile.siret.slice(0, 9)}` : ''}${profile.vatNumber ? `, TVA ${profile.vatNumber}` : ''}`
                : 'Particulier\u00a0: prix TTC.'}{' '}
              <button
                type="button"
                className="font-medium text-indigo-700 underline"
                onClick={() => setEditing(true)}
              >
                Modifier le profil de facturation
              </button>
            </p>
          )}
          {editing ? (
            <div className="mt-3">
              <BillingProfileForm
                profile={profile}
                submitLabel="Enregistrer et mettre à jour le prix"
                onSaved={(saved) => {
                  queryClient.setQueryData(billingKeys.profile(userId), saved);
                  setEditing(false);
                }}
              />
            </div>
          ) : null}
        </section>
        <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">Cartes de test</p>
          <p>4242 4242 4242 4242&nbsp;: paiement accepté</p>
          <p>4000 0000 0000 0002&nbsp;: carte refusée</p>
          <p>Toute date future et tout code à 3 chiffres.</p>
        </div>
      </section>
      <section
        aria-label={checkout.trialDays ? 'Essai gratuit' : 'Carte bancaire'}
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {checkout.status === 'open' ? (
          checkout.trialDays ? (
            <TrialStart checkout={checkout} profile={profile} />
          ) : (
            <CardForm checkout={checkout} profile={profile} />
          )
        ) : (
          <Alert tone={checkout.status === 'complete' ? 'success' : 'destructive'}>
            {checkout.status === 'complete' ? 'Ce paiement est déjà confirmé.' : 'Ce paiement a expiré.'}{' '}
            <Link href={paths.home} className="underline">
              Revenir à Septime
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}

/** The sandbox's checkout page, standing in for Stripe Checkout when no Stripe key is set. */
export default function SandboxCheckoutPage() {
  const { id } = useParams<{ id: string }>();
  const { user, loading } = useAuth();
  return (
    <BillingFrame title="Paiement">
      <p
        role="note"
        className="mb-8 flex items-center gap-2 rounded-xl bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300"
      >
        <FlaskConical className="size-5" aria-hidden="true" />
        Mode test — aucun paiement réel
      </p>
      {loading ? null : user ? (
        <ServerStateScope>
          <SandboxCheckout id={id} userId={user.id} />
        </ServerStateScope>
      ) : (
        <Alert>
          Connectez-vous pour payer.{' '}
          <Link href={authPath({ returnTo: paths.sandboxCheckout(id) })} className="underline">
            Se connecter
          </Link>
        </Alert>
      )}
    </BillingFrame>
  );
}
