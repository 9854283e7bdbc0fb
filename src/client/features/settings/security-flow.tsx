import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { normaliseTwoFactorCode, twoFactorSettings } from '../../../shared/two-factor-model.ts';
import { downloadTextFile } from '../../components/ai-tools/report-download.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label, Textarea } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { toast } from '../../lib/toast.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  manualEntryKey,
  qrCodeOf,
  regenerateBackupCodes,
  startTwoFactor,
} from './security-api.ts';
import { teamKeys } from './team-api.ts';

// « Paramètres → Sécurité » (decision 074): the steps of enabling, regenerating and disabling, loaded
// when one starts (security-section.tsx), so the settings page stays within its budget. Every step asks
// the password again; the server checks it.

export type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'regenerate' | 'disable' }
  | { kind: 'scan'; totpURI: string; qrCode: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[]; fresh: 'enabled' | 'regenerated' };

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';

const passwordPurposes = {
  enable: {
    title: 'Activer la double authentification',
    text: 'Confirmez votre mot de passe pour commencer.',
    submit: 'Continuer',
  },
  regenerate: {
    title: 'Nouveaux codes de secours',
    text: 'Confirmez votre mot de passe. Vos codes de secours actuels ne fonctionneront plus.',
    submit: 'Générer de nouveaux codes',
  },
  disable: {
    title: 'Désactiver la double authentification',
    text: 'Confirmez votre mot de passe. Votre compte ne sera plus protégé que par lui. Si votre organisation exige la double authentification, vous ne pourrez plus agir en tant que propriétaire ou administrateur.',
    submit: 'Désactiver',
  },
} as const;

function PasswordStep({
  purpose,
  onDone,
  onCancel,
}: {
  purpose: 'enable' | 'regenerate' | 'disable';
  onDone(step: Step): void;
  onCancel(): void;
}) {
  const ids = useId();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const texts = passwordPurposes[purpose];
  const send = useMutation({
    mutationFn: async (): Promise<Step> => {
      if (purpose === 'enable') {
        const { totpURI, backupCodes } = await startTwoFactor(password);
        return { kind: 'scan', totpURI, backupCodes, qrCode: await qrCodeOf(totpURI) };
      }
      if (purpose === 'regenerate') {
        const { backupCodes } = await regenerateBackupCodes(password);
        return { kind: 'codes', backupCodes, fresh: 'regenerated' };
      }
      await disableTwoFactor(password);
      await refresh('USER_UPDATED');
      // The team's « 2FA » state and its requirement's notice follow.
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
      return { kind: 'idle' };
    },
    onSuccess: (next) => {
      if (purpose === 'disable')
        toast.success(
          'Double authentification désactivée',
          'Seul votre mot de passe est demandé à la connexion.',
        );
      onDone(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) send.mutate();
  };
  return (
    <form aria-label={texts.title} className="grid gap-3 sm:max-w-md" onSubmit={submit}>
      <h3 className="text-base font-semibold text-slate-900">{texts.title}</h3>
      <p className="text-sm text-slate-600">{texts.text}</p>
      {send.isError ? <Alert tone="destructive">{messageOf(send.error)}</Alert> : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-password`}>Mot de passe</Label>
        <Input
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={purpose === 'disable' ? 'destructive' : 'default'}
          disabled={send.isPending || !password}
        >
          {texts.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  step,
  onDone,
  onCancel,
}: {
  step: Extract<Step, { kind: 'scan' }>;
  onDone(step: Step): void;
  onCancel(): void;
}) {
  const ids = useId();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const key = manualEntryKey(step.totpURI);
  const confirm = useMutation({
    mutationFn: async () => {
      const typed = normaliseTwoFactorCode(code, 'totp');
      if (!/^\d{6}$/.test(typed))
        throw new ApiRequestError(400, 'validation:body', 'Le code de vérification compte 6 chiffres.');
      await confirmTwoFactor(typed);
      // The session was renewed with the factor on: read it again.
      await refresh('USER_UPDATED');
      void queryClient.invalidateQueries({ queryKey: teamKeys.team });
    },
    onSuccess: () => {
      toast.success('Double authentification activée', 'Un code vous sera demandé à chaque connexion.');
      onDone({ kind: 'codes', backupCodes: step.backupCodes, fresh: 'enabled' });
    },
    onError: () => setCode(''),
  });
  return (
    <div className="grid gap-4">
      <h3 className="text-base font-semibold text-slate-900">Scannez le QR code</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator,
          1Password, Bitwarden, FreeOTP…).
        </li>
        <li>Scannez ce QR code, ou saisissez la clé à la main.</li>
        <li>Saisissez le code à 6 chiffres qu’elle affiche pour confirmer.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={step.qrCode}
          width={176}
          height={176}
          className="rounded-lg border border-slate-200 bg-white p-1"
          alt="QR code à scanner avec votre application d’authentification"
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={`${ids}-key`}>Clé à saisir à la main</Label>
          <Textarea
            id={`${ids}-key`}
            readOnly
            rows={2}
            spellCheck={false}
            aria-describedby={`${ids}-key-hint`}
            className="min-h-0 resize-none font-mono text-sm"
            value={key}
          />
          <p id={`${ids}-key-hint`} className="text-xs text-slate-600">
            Compte «&nbsp;{twoFactorSettings.issuer}&nbsp;», code à 6 chiffres renouvelé toutes les
            30&nbsp;secondes.
          </p>
        </div>
      </div>
      <form
        aria-label="Confirmer la double authentification"
        noValidate
        className="grid gap-3 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate();
        }}
      >
        {confirm.isError ? <Alert tone="destructive">{messageOf(confirm.error)}</Alert> : null}
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-code`}>Code à 6 chiffres</Label>
          <Input
            id={`${ids}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            className="font-mono tracking-[0.3em] sm:max-w-48"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending || !code.trim()}>
            Confirmer et activer
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ step, onDone }: { step: Extract<Step, { kind: 'codes' }>; onDone(): void }) {
  const ids = useId();
  const text = step.backupCodes.join('\n');
  const file = [
    `Codes de secours ${twoFactorSettings.issuer}`,
    'Chacun permet une connexion sans votre application d’authentification, une seule fois.',
    '',
    ...step.backupCodes,
    '',
  ].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Codes copiés', 'Collez-les dans votre gestionnaire de mots de passe.');
    } catch {
      toast.error('Copie impossible', 'Sélectionnez les codes et copiez-les manuellement.');
    }
  };
  return (
    <div className="grid gap-3">
      <h3 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
        Vos codes de secours
      </h3>
      <Alert tone="info">
        Notez-les maintenant et gardez-les en lieu sûr&nbsp;: ils ne seront plus affichés. Chaque code permet
        une connexion sans votre téléphone, une seule fois.
        {step.fresh === 'regenerated' ? ' Vos anciens codes ne fonctionnent plus.' : ''}
      </Alert>
      <ul
        aria-labelledby={`${ids}-title`}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm text-slate-900 sm:max-w-md"
      >
        {step.backupCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copier
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadTextFile('septime-codes-de-secours.txt', file, 'text/plain;charset=utf-8')}
        >
          <Download aria-hidden="true" />
          Télécharger (.txt)
        </Button>
        <Button type="button" onClick={onDone}>
          J’ai noté mes codes
        </Button>
      </div>
    </div>
  );
}

/** The step under way; back to `{ kind: 'idle' }` through `onStep` when it ends or is cancelled. */
export default function SecurityFlow({ step, onStep }: { step: Step; onStep(step: Step): void }) {
  const idle = () => onStep({ kind: 'idle' });
  if (step.kind === 'password')
    return <PasswordStep purpose={step.purpose} onDone={onStep} onCancel={idle} />;
  if (step.kind === 'scan') return <ScanStep step={step} onDone={onStep} onCancel={idle} />;
  if (step.kind === 'codes') return <BackupCodes step={step} onDone={idle} />;
  return null;
}
