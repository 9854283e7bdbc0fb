import { ChevronDown, Headphones, Mail } from 'lucide-react';
import { commitments, commitmentTexts } from '../../../../shared/commitments.ts';
import { annualDiscount, refundDays, trialDays } from '../../../../shared/plans.ts';
import { supportEmail } from '../marketing-claims.ts';
import { SectionHeading } from './section-heading.tsx';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(annualDiscount);

const faq = [
  {
    question: 'Faut-il une carte bancaire pour essayer Septime\u00a0?',
    answer: `Non. L’essai gratuit de ${trialDays} jours du plan Pro démarre sans carte bancaire, et le plan Gratuit le reste aussi longtemps que vous le souhaitez.`,
  },
  {
    question: 'Puis-je annuler mon abonnement à tout moment\u00a0?',
    answer: 'Oui, Septime est sans engagement\u00a0: vous arrêtez quand vous voulez, en quelques clics.',
  },
  {
    question: 'Et si Septime ne me convient pas\u00a0?',
    answer: `Vous êtes remboursé\u00a0: notre garantie satisfait ou remboursé couvre les ${refundDays} premiers jours de votre abonnement payant.`,
  },
  {
    question: 'Y a-t-il une réduction pour un paiement annuel\u00a0?',
    answer: `Oui, l’abonnement annuel vous fait économiser ${percent} par rapport au paiement mensuel.`,
  },
];

export function SupportSection() {
  return (
    <section
      id="support"
      aria-labelledby="support-title"
      className="scroll-mt-28 bg-slate-50 py-20 sm:py-24 xl:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="support-title"
          eyebrow="Support"
          title={`Une équipe à votre écoute ${commitments.support.humanDays}`}
          lead={`Une question, un doute, un blocage\u00a0? ${commitmentTexts.humanSupport}`}
        />
        <div className="mt-14 grid gap-10 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">Écrivez-nous</h3>
              <p className="mt-1 text-sm text-slate-600">
                Pour toute question sur votre compte, votre abonnement ou vos employés IA.
              </p>
              <a
                href={`mailto:${supportEmail}`}
                className="mt-3 inline-block rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {supportEmail}
              </a>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
                <Headphones className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                Employés IA {commitments.support.employeesAvailability}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{commitmentTexts.employeesSupport}</p>
            </div>
          </div>
          <div className="lg:col-span-3">
            <h3 className="text-lg font-semibold text-slate-900">Questions fréquentes</h3>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {faq.map(({ question, answer }) => (
                <details key={question} className="group px-6 py-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
                    {question}
                    <ChevronDown
                      className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="mt-3 text-sm/6 text-slate-600">{answer}</p>
                </details>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
