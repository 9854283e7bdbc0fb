import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, Receipt } from 'lucide-react';
import type { InvoiceSummary } from '../../../shared/billing.ts';
import { planById } from '../../../shared/plans.ts';
import { countOf } from '../../../shared/plural.ts';
import { BillingProfileForm } from '../../components/billing/billing-profile-form.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import { billingKeys, fetchBillingProfile, fetchInvoices, invoicePdfHref } from '../../lib/billing-api.ts';
import { formatCents, formatLongDate } from '../../lib/billing-format.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const amounts =
    invoice.taxTreatment === 'reverse_charge'
      ? `${formatCents(invoice.amountHt)} HT (autoliquidation)`
      : `${formatCents(invoice.amountHt)} HT · TVA ${formatCents(invoice.amountTva)} · ${formatCents(invoice.amountTtc)} TTC`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <div>
        <p className="font-medium text-slate-900">
          {invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} n° {invoice.number} du{' '}
          {formatLongDate(invoice.issuedAt)}
        </p>
        <p className="text-slate-600">
          {planById(invoice.plan).name} {invoice.interval === 'year' ? 'annuel' : 'mensuel'}
          {invoice.plan === 'pro' ? ` · ${countOf(invoice.quantity, 'membre', 'membres')}` : ''} — {amounts}
        </p>
      </div>
      {invoice.downloadable ? (
        <a
          href={invoicePdfHref(invoice.id)}
          download
          className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          Télécharger le PDF<span className="sr-only"> de la facture {invoice.number}</span>
        </a>
      ) : invoice.hostedUrl || invoice.pdfUrl ? (
        <a
          href={invoice.hostedUrl ?? invoice.pdfUrl ?? ''}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Voir la facture sur Stripe
        </a>
      ) : null}
    </li>
  );
}

function Invoices({ userId }: { userId: string }) {
  const query = useQuery({ queryKey: billingKeys.invoices(userId), queryFn: fetchInvoices });
  if (query.isPending) return <p className="text-sm text-slate-600">Chargement des factures…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error.message}
      </p>
    );
  const { invoices } = query.data;
  if (invoices.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Aucune facture pour l’instant&nbsp;: chaque paiement en produit une.
      </p>
    );
  }
  return (
    <ul aria-label="Factures" className="divide-y divide-slate-200">
      {invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}

function Profile({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: billingKeys.profile(userId), queryFn: fetchBillingProfile });
  if (query.isPending) return <p className="text-sm text-slate-600">Chargement du profil de facturation…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error.message}
      </p>
    );
  return (
    <BillingProfileForm
      key={query.dataUpdatedAt}
      profile={query.data}
      onSaved={(saved) => {
        queryClient.setQueryData(billingKeys.profile(userId), saved);
        // The subscription's price reads the profile: HT + TVA or TTC.
        void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(userId) });
        toast.success('Profil de facturation enregistré');
      }}
    />
  );
}

/** Who is billed, and every invoice with its PDF (issue 24). */
export function BillingSection() {
  const { user } = useAuth();
  return (
    <section
      id="factures"
      aria-labelledby="billing-title"
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="billing-title" className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Receipt className="size-5 text-indigo-700" aria-hidden="true" />
        Facturation
      </h2>
      {user ? (
        <ServerStateScope>
          <div className="space-y-6">
            <Profile userId={user.id} />
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Vos factures</h3>
              <Invoices userId={user.id} />
            </div>
          </div>
        </ServerStateScope>
      ) : null}
    </section>
  );
}
