import { BillingFrame } from './components/billing-frame.tsx';
import { SubscriptionSection } from './components/subscription-section.tsx';

/** Stands in for /settings until the settings page lands; the lead mounts SubscriptionSection there. */
export default function SubscriptionSettingsPage() {
  return (
    <BillingFrame title="Paramètres">
      <SubscriptionSection />
    </BillingFrame>
  );
}
