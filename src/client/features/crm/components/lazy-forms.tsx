import { type ComponentProps, lazy, Suspense } from 'react';

// The forms carry zod (the server's own schemas): loaded when a form opens, not with the page.
const CompanyForm = lazy(() => import('./crm-forms.tsx').then((m) => ({ default: m.CompanyFormDialog })));
const ContactForm = lazy(() => import('./crm-forms.tsx').then((m) => ({ default: m.ContactFormDialog })));
const OpportunityForm = lazy(() =>
  import('./crm-forms.tsx').then((m) => ({ default: m.OpportunityFormDialog })),
);

export function CompanyFormDialog(props: ComponentProps<typeof CompanyForm>) {
  return (
    <Suspense fallback={null}>
      <CompanyForm {...props} />
    </Suspense>
  );
}

export function ContactFormDialog(props: ComponentProps<typeof ContactForm>) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}

export function OpportunityFormDialog(props: ComponentProps<typeof OpportunityForm>) {
  return (
    <Suspense fallback={null}>
      <OpportunityForm {...props} />
    </Suspense>
  );
}
