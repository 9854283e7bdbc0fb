import { BadgePercent, Building2, Check, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  type BillingInterval,
  billingIntervals,
  formatEuros,
  monthlyEquivalent,
  type Plan,
  type PlanId,
  periodPrice,
  plans,
} from '../../../../shared/plans.ts';
import { signUpPath, trialSignUpPath } from '../../../../shared/routes.ts';
import {
  type CustomerType,
  customerTypeLabels,
  customerTypes,
  vatRateLabel,
  withVat,
} from '../../../../shared/tax.ts';
import { RequestButton } from '../../../components/requests/request-button.tsx';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { choosePlan } from '../choose-plan.ts';
import { claims } from '../marketing-claims.ts';
import { useCurrentPlan, useProfileCustomerType } from '../use-current-plan.ts';
import { actionClasses } from './action-classes.ts';
import { SectionHeading } from './section-heading.tsx';

function PlanAction({
  plan,
  interval,
  signedIn,
  current,
}: {
  plan: Plan;
  interval: BillingInterval;
  signedIn: boolean;
  current: boolean;
}) {
  const className = `${plan.popular ? actionClasses.primary : actionClasses.secondary} ${actionClasses.medium} w-full`;
  // Entreprise: the request form (stored, confirmed by mail, seen by the operators), never a checkout.
  if (plan.id === 'enterprise') {
    return (
      <RequestButton kind="enterprise" icon={Building2} className={className}>
        {plan.cta}
      </RequestButton>
    );
  }
  // A visitor signs up first (also while the session loads); Pro's sign-up carries the trial intent.
  if (!signedIn) {
    return (
      <Link href={plan.id === 'pro' ? trialSignUpPath : signUpPath} className={className}>
        {plan.cta}
      </Link>
    );
  }
  if (current) {
    return (
      <button type="button" className={`${className} cursor-default opacity-70`} disabled>
        Votre plan actuel
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={() => void choosePlan(plan.id, interval)}>
      {plan.cta}
    </button>
  );
}

function PlanCard({
  plan,
  interval,
  customer,
  signedIn,
  current,
}: {
  plan: Plan;
  interval: BillingInterval;
  customer: CustomerType;
  signedIn: boolean;
  current: boolean;
}) {
  const yearly = interval === 'year' && plan.price > 0;
  // Plan prices are HT: individuals read them TTC, professionals HT with the VAT on top.
  const business = customer === 'business';
  const shown = (euros: number) => formatEuros(business ? euros : withVat(euros));
  const tax = plan.price > 0 ? (business ? 'HT ' : 'TTC ') : '';
  return (
    <li
      className={`relative flex flex-col rounded-3xl bg-white p-8 ${
        plan.popular
          ? 'shadow-xl ring-2 ring-indigo-700 lg:-my-4 lg:py-12'
          : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {current || plan.popular ? (
        <p
          className={`absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm ${current ? 'bg-emerald-700' : 'bg-indigo-700'}`}
        >
          {current ? 'Plan actuel' : 'Le plus populaire'}
        </p>
      ) : null}
      <h3 className={`text-lg font-semibold ${plan.popular ? 'text-indigo-700' : 'text-slate-900'}`}>
        {plan.name}
      </h3>
      <p className="mt-2 min-h-10 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {shown(monthlyEquivalent(plan, interval))}
        </span>
        <span className="text-sm text-slate-600">
          {tax}
          {plan.period}
        </span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-emerald-800">
        {yearly ? `soit ${shown(periodPrice(plan, 'year'))} ${tax}facturés par an` : ''}
      </p>
      <p className="min-h-5 text-xs text-slate-600">
        {business && plan.price > 0 ? `+ TVA ${vatRateLabel}` : ''}
      </p>
      <div className="mt-6">
        <PlanAction plan={plan} interval={interval} signedIn={signedIn} current={current} />
      </div>
      <ul className="mt-8 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

const intervalLabels: Record<BillingInterval, string> = { month: 'Mensuel', year: 'Annuel' };

export function PricingSection() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  // HT first (issue 42): a visitor is a professional until they choose « Particulier »; a signed-in
  // user sees their billing profile's choice until they toggle.
  const [chosen, setCustomer] = useState<CustomerType | null>(null);
  const { user } = useAuth();
  const fromProfile = useProfileCustomerType(user?.id);
  const customer: CustomerType = chosen ?? fromProfile ?? 'business';
  const current: PlanId | null = useCurrentPlan(user?.id);
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-28 py-20 sm:py-24 xl:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Tarifs"
          title="Un tarif simple, qui grandit avec vous"
          lead={`Commencez gratuitement, passez à Pro quand vous êtes prêt. ${claims.trial} sur le plan Pro, ${claims.noCard.toLowerCase()}.`}
        />
        <fieldset className="mx-auto mt-8 flex w-fit gap-1 rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
          <legend className="sr-only">Période de facturation</legend>
          {billingIntervals.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={interval === value}
              onClick={() => setInterval(value)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                interval === value
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {intervalLabels[value]}
            </button>
          ))}
        </fieldset>
        <fieldset className="mx-auto mt-3 flex w-fit gap-1 rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
          <legend className="sr-only">Prix affichés pour</legend>
          {customerTypes.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={customer === value}
              onClick={() => setCustomer(value)}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                customer === value
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {customerTypeLabels[value]}
            </button>
          ))}
        </fieldset>
        <p className="mx-auto mt-4 flex w-fit items-center gap-2 rounded-2xl bg-emerald-50 sm:rounded-full px-4 py-1.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          <BadgePercent className="size-4" aria-hidden="true" />
          {claims.annualDiscount}
        </p>
        <ul className="mx-auto mt-14 grid max-w-md items-start gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              interval={interval}
              customer={customer}
              signedIn={Boolean(user)}
              current={current === plan.id}
            />
          ))}
        </ul>
        <ul className="mt-14 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-slate-700">
          <li className="inline-flex items-center gap-2">
            <ShieldCheck className="size-5 text-indigo-700" aria-hidden="true" />
            Garantie {claims.refund.toLowerCase()}
          </li>
          <li className="inline-flex items-center gap-2">
            <RotateCcw className="size-5 text-indigo-700" aria-hidden="true" />
            {claims.cancel}
          </li>
        </ul>
      </div>
    </section>
  );
}
