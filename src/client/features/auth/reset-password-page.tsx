import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { passwordStrength, weakPasswordMessage } from '../../../shared/password-strength.ts';
import { paths } from '../../../shared/routes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { resetPassword } from '../../lib/auth-client.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** The page the reset email links to: SPEC.md §4's 'password recovery' state. */
export default function ResetPasswordPage() {
  const { emit } = useAuth();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    token ? null : 'Ce lien de réinitialisation est incomplet.',
  );

  useEffect(() => {
    if (token) emit('PASSWORD_RECOVERY');
  }, [token, emit]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passwordStrength(password) === 'weak') return setError(weakPasswordMessage);
    if (password !== confirmation) return setError('Les deux mots de passe ne correspondent pas.');
    setPending(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
      window.history.replaceState(null, '', paths.resetPassword);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.');
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">Nouveau mot de passe</h1>
          <p className="text-sm text-slate-600">
            Choisissez un nouveau mot de passe. Toutes vos sessions ouvertes seront fermées.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {error ? <Alert tone="destructive">{error}</Alert> : null}
          {done ? (
            <>
              <Alert tone="success">Mot de passe modifié. Vous pouvez maintenant vous connecter.</Alert>
              <Button asChild className="w-full">
                <Link href={paths.auth}>Se connecter</Link>
              </Button>
            </>
          ) : token ? (
            <form onSubmit={submit} className="space-y-4" aria-label="Réinitialisation du mot de passe">
              <div className="space-y-2">
                <Label htmlFor="new-password">Nouveau mot de passe</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={128}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <PasswordStrengthMeter password={password} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="confirm-password">Confirmer le mot de passe</Label>
                <Input
                  id="confirm-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={128}
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                />
              </div>
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Enregistrer le mot de passe
              </Button>
            </form>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link href={paths.auth}>Demander un nouveau lien</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
