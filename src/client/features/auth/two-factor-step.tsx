import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { normaliseTwoFactorCode, twoFactorSettings } from '../../../shared/two-factor-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { leanPost } from '../../lib/lean-api.ts';

// The sign-in's second step (decision 074): the password was right, the account has a second factor.
// The 6 digits of the authenticator app, or one of the backup codes; better-auth keeps the pending
// sign-in in an httpOnly cookie for 10 minutes and drops it after 5 wrong codes.

/** Answers that end the pending sign-in: the password has to be typed again. */
const challengeOver = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn(): Promise<void>;
  /** Back to the password form, with the reason when the pending sign-in is over. */
  onRestart(reason?: string): void;
}) {
  const ids = useId();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const typed = normaliseTwoFactorCode(code, kind);
    if (kind === 'totp' && !/^\d{6}$/.test(typed)) {
      setError('Saisissez les 6 chiffres affichés par votre application d’authentification.');
      return;
    }
    if (kind === 'backup' && !typed) {
      setError('Saisissez un de vos codes de secours.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      if (kind === 'totp') await leanPost('/auth/two-factor/verify-totp', { code: typed, trustDevice });
      else await leanPost('/auth/two-factor/verify-backup-code', { code: typed, trustDevice });
      await onSignedIn();
    } catch (err) {
      const message =
        err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.';
      if (err instanceof ApiRequestError && challengeOver.has(err.code)) {
        onRestart(message);
        return;
      }
      setError(message);
      setCode('');
    } finally {
      setPending(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(null);
  };

  const totp = kind === 'totp';
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Code de vérification" noValidate>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">Code de vérification</h2>
        <p id={`${ids}-hint`} className="text-sm text-slate-600">
          {totp
            ? 'Votre compte est protégé par la double authentification. Saisissez le code à 6 chiffres affiché par votre application d’authentification.'
            : `Saisissez un des ${twoFactorSettings.backupCodes} codes de secours notés à l’activation (ex.\u00a0: Ab3dE-fG7hK). Chaque code ne sert qu’une fois.`}
        </p>
      </div>
      {error ? <Alert tone="destructive">{error}</Alert> : null}
      <div className="space-y-2">
        <Label htmlFor={`${ids}-code`}>{totp ? 'Code de vérification' : 'Code de secours'}</Label>
        <Input
          // A new field for each kind: the browser's autofill and the keyboard fit it.
          key={kind}
          id={`${ids}-code`}
          autoFocus
          required
          autoComplete={totp ? 'one-time-code' : 'off'}
          inputMode={totp ? 'numeric' : 'text'}
          maxLength={totp ? 9 : 13}
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={`${ids}-hint`}
          aria-invalid={error ? true : undefined}
          placeholder={totp ? '123456' : 'Ab3dE-fG7hK'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={totp ? 'font-mono tracking-[0.3em]' : 'font-mono'}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-indigo-700"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        Faire confiance à cet appareil pendant {twoFactorSettings.trustDeviceDays}&nbsp;jours
      </label>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Vérifier
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={switchKind}>
          {totp ? 'Utiliser un code de secours' : 'Utiliser l’application d’authentification'}
        </Button>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => onRestart()}>
          Retour à la connexion
        </Button>
      </div>
    </form>
  );
}
