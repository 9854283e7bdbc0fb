import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { allowanceSpentMessage, quotaExceededMessage } from '../../../../shared/ai-tools-model.ts';
import { paths } from '../../../../shared/routes.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { useAiUsage } from '../hooks/use-ai-usage.ts';

const pricingHref = `${paths.home}#pricing`;

const meterClass = 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 tabular-nums';

function UsageMeter() {
  const { user } = useAuth();
  const usage = useAiUsage();
  if (!usage.data) {
    // A signed-in user's meter is on its way: its room is kept, or the title's line would wrap later.
    return user && usage.isPending ? (
      <p className={`${meterClass} invisible`} aria-hidden="true">
        0 / 20 tâches IA aujourd'hui
      </p>
    ) : null;
  }
  const { used, limit, allowance } = usage.data;
  return (
    <p className={meterClass}>
      {limit === null
        ? `${used.toLocaleString('fr-FR')} tâches IA aujourd'hui (illimité)`
        : `${used.toLocaleString('fr-FR')} / ${limit.toLocaleString('fr-FR')} tâches IA aujourd'hui${allowance === null ? '' : ' (votre allocation)'}`}
    </p>
  );
}

/** The daily limit is reached: said before a run (from the usage) or after a refused one. */
function QuotaNotice({ refusal }: { refusal?: string }) {
  const usage = useAiUsage();
  const spent = usage.data && usage.data.limit !== null && usage.data.used >= usage.data.limit;
  if (!refusal && !spent) return null;
  // The member's allowance, set by an administrator (decision 072), is not raised by another plan.
  const allowance = usage.data?.allowance ?? null;
  if (allowance !== null)
    return <Alert tone="destructive">{refusal ?? allowanceSpentMessage(allowance)}</Alert>;
  return (
    <Alert tone="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <span>{refusal ?? quotaExceededMessage}</span>
      <Link href={pricingHref} className="font-semibold underline underline-offset-2">
        Voir les offres
      </Link>
    </Alert>
  );
}

function SignInHint() {
  const { user, loading } = useAuth();
  if (loading || user) return null;
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Connectez-vous pour utiliser cet outil.{' '}
      <Link href={paths.auth} className="font-semibold underline underline-offset-2">
        Se connecter
      </Link>
    </p>
  );
}

interface ToolPanelCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The server's quota refusal of the last run, if any. */
  quotaRefusal?: string;
  children: ReactNode;
}

/** The frame of a tool panel: title, today's usage, the sign-in hint, the quota notice, then the tool. */
export function ToolPanelCard({
  icon: Icon,
  title,
  description,
  quotaRefusal,
  children,
}: ToolPanelCardProps) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Icon className="size-5 text-indigo-700" aria-hidden="true" />
            {title}
          </h2>
          <UsageMeter />
        </div>
        <p className="text-sm text-slate-600">{description}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <SignInHint />
        <QuotaNotice refusal={quotaRefusal} />
        {children}
      </CardContent>
    </Card>
  );
}
