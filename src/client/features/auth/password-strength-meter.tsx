import {
  type PasswordStrength,
  passwordStrength,
  passwordStrengthLabels,
} from '../../../shared/password-strength.ts';
import { cn } from '../../lib/cn.ts';

const filledBars: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
const barColour: Record<PasswordStrength, string> = {
  weak: 'bg-red-600',
  medium: 'bg-amber-500',
  strong: 'bg-emerald-600',
};

/** The three-bar meter of SPEC.md §2 with its Faible / Moyen / Fort label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const label = passwordStrengthLabels[strength];
  return (
    <div className="space-y-1" data-strength={password ? strength : 'empty'}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <div
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              password && bar <= filledBars[strength] ? barColour[strength] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      {password ? (
        <p className="text-xs text-slate-700" aria-live="polite">
          Force du mot de passe&nbsp;: <strong>{label}</strong>
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        Minimum 8 caractères avec majuscules, minuscules, chiffres et symboles.
      </p>
    </div>
  );
}
