import { ArrowLeft, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { passwordStrength, weakPasswordMessage } from '../../../shared/password-strength.ts';
import { paths } from '../../../shared/routes.ts';
import { safeReturnPath } from '../../../shared/safe-return.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import {
  requestPasswordReset,
  resendConfirmation,
  signInWithPassword,
  signUpWithPassword,
} from '../../lib/auth-client.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { toast } from '../../lib/toast.ts';
import { clearAttempts, signInThrottle, signUpThrottle, tryAttempt } from './attempt-throttle.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Notice = { tone: 'info' | 'success' | 'destructive'; text: string } | null;

const linkErrors: Record<string, string> = {
  TOKEN_EXPIRED:
    "Ce lien de confirmation a expiré. Saisissez votre email et cliquez sur «\u00a0Renvoyer l'email\u00a0».",
  INVALID_TOKEN:
    "Ce lien de confirmation est invalide. Saisissez votre email et cliquez sur «\u00a0Renvoyer l'email\u00a0».",
};

/**
 * Read once on arrival: the confirmation marker in the fragment, a link error in the query, the tab
 * asked for (`?mode=inscription` from the sign-up calls to action) and where to go back after sign-in
 * (`?retour=`, a path of this site only: decision 028).
 */
function readArrival() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  const error = query.get('error');
  return {
    signupConfirmed: fragment.get('type') === 'signup' && !error,
    linkError: error,
    tab: query.get('mode') === 'inscription' || query.get('plan') === 'pro-trial' ? 'signup' : 'signin',
    returnTo: safeReturnPath(query.get('retour')),
  };
}

/** « Essai Gratuit »: the sign-up asks for the Pro trial; the server keeps it until the email is confirmed. */
const wantsTrial = () => new URLSearchParams(window.location.search).get('plan') === 'pro-trial';

/** The `retour` of the page now (kept in the URL until the confirmation): the mail's link carries it. */
const currentReturn = () => safeReturnPath(new URLSearchParams(window.location.search).get('retour'));

export default function AuthPage() {
  const { user, loading, refresh } = useAuth();
  const [, navigate] = useLocation();
  const [arrival] = useState(readArrival);
  const [tab, setTab] = useState(arrival.tab);
  const [email, setEmail] = useState('');
  // The password was right and the account has a second factor: the code step replaces the tabs.
  const [codeStep, setCodeStep] = useState(false);
  const [notice, setNotice] = useState<Notice>(() =>
    arrival.signupConfirmed
      ? { tone: 'success', text: 'Email confirmé\u00a0! Bienvenue.' }
      : arrival.linkError
        ? { tone: 'destructive', text: linkErrors[arrival.linkError] ?? linkErrors.INVALID_TOKEN! }
        : null,
  );

  // Clear the fragment and query so a reload does not replay the confirmation.
  useEffect(() => {
    if (arrival.signupConfirmed || arrival.linkError) window.history.replaceState(null, '', paths.auth);
  }, [arrival]);

  // Decide once the first session load answers (SPEC.md §2): confirmed → /dashboard after 500 ms; signed in → /
  // (or, either way, the `retour` path when the link carries one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when loading ends, not on later sign-ins
  useEffect(() => {
    if (loading || !user) return;
    if (arrival.signupConfirmed) {
      const timer = window.setTimeout(() => {
        // The welcome stays on screen on the dashboard too, not only for the 500 ms before it.
        toast.success('Email confirmé\u00a0! Bienvenue.');
        navigate(arrival.returnTo ?? paths.dashboard);
      }, 500);
      return () => window.clearTimeout(timer);
    }
    navigate(arrival.returnTo ?? paths.home, { replace: true });
  }, [loading]);

  const onSignedIn = async () => {
    toast.success('Connexion réussie\u00a0!');
    await refresh('SIGNED_IN');
    navigate(arrival.returnTo ?? paths.dashboard);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Button asChild variant="ghost" size="sm" className="w-fit -ml-2">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Retour à l'accueil
            </Link>
          </Button>
          <h1 className="text-2xl font-bold text-slate-900">Bienvenue sur Septime</h1>
          <p className="text-sm text-slate-600">
            Connectez-vous ou créez votre compte pour rencontrer votre équipe IA.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {loading ? (
            <div className="flex justify-center py-8" aria-busy="true">
              <Loader2 className="size-6 animate-spin text-indigo-700" aria-label="Chargement" />
            </div>
          ) : codeStep ? (
            <TwoFactorStep
              onSignedIn={onSignedIn}
              onRestart={(reason) => {
                setCodeStep(false);
                setNotice(reason ? { tone: 'destructive', text: reason } : null);
              }}
            />
          ) : (
            <Tabs
              value={tab}
              onValueChange={(next) => {
                setTab(next);
                setNotice(null);
              }}
            >
              <TabsList>
                <TabsTrigger value="signin">Connexion</TabsTrigger>
                <TabsTrigger value="signup">Inscription</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm
                  email={email}
                  setEmail={setEmail}
                  setNotice={setNotice}
                  onSignedIn={onSignedIn}
                  onCodeAsked={() => setCodeStep(true)}
                />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm email={email} setEmail={setEmail} setNotice={setNotice} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

interface FormProps {
  email: string;
  setEmail(value: string): void;
  setNotice(notice: Notice): void;
}

function useResend({ email, setNotice }: Pick<FormProps, 'email' | 'setNotice'>) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (!email.trim()) {
      setNotice({ tone: 'destructive', text: 'Veuillez saisir votre email.' });
      return;
    }
    setSending(true);
    try {
      await resendConfirmation(email.trim(), currentReturn());
      setNotice({ tone: 'success', text: 'Email de confirmation renvoyé. Vérifiez aussi vos spams.' });
    } catch (err) {
      setNotice({ tone: 'destructive', text: errorText(err) });
    } finally {
      setSending(false);
    }
  };
  return { resend, sending };
}

const errorText = (err: unknown) =>
  err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.';

function SignInForm({
  email,
  setEmail,
  setNotice,
  onSignedIn,
  onCodeAsked,
}: FormProps & { onSignedIn(): Promise<void>; onCodeAsked(): void }) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const { resend, sending } = useResend({ email, setNotice });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!tryAttempt(signInThrottle)) {
      setNotice({ tone: 'destructive', text: 'Trop de tentatives. Attendez 5 secondes.' });
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      const answer = await signInWithPassword(email.trim(), password);
      clearAttempts(signInThrottle);
      if ('twoFactorRedirect' in answer) onCodeAsked();
      else await onSignedIn();
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 429 || /rate limit/i.test(err.message))) {
        setNotice({ tone: 'destructive', text: 'Trop de tentatives de connexion. Veuillez patienter.' });
      } else if (err instanceof ApiRequestError && err.code === 'EMAIL_NOT_VERIFIED') {
        setNotice({ tone: 'destructive', text: err.message });
      } else {
        toast.error(errorText(err));
      }
    } finally {
      setPending(false);
    }
  };

  const forgotten = async () => {
    if (!email.trim()) {
      setNotice({ tone: 'destructive', text: 'Veuillez saisir votre email.' });
      return;
    }
    try {
      await requestPasswordReset(email.trim());
      setNotice({
        tone: 'success',
        text: "Si un compte existe pour cette adresse, un email de réinitialisation vient d'être envoyé. Vérifiez aussi vos spams.",
      });
    } catch (err) {
      setNotice({ tone: 'destructive', text: errorText(err) });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Connexion">
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="vous@entreprise.fr"
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="signin-password">Mot de passe</Label>
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={forgotten}>
            Mot de passe oublié&nbsp;?
          </Button>
        </div>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Se connecter
      </Button>
      <p className="text-center text-sm text-slate-600">
        Email de confirmation non reçu&nbsp;?{' '}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          disabled={sending}
          onClick={resend}
        >
          Renvoyer l'email
        </Button>
      </p>
    </form>
  );
}

function SignUpForm({ email, setEmail, setNotice }: FormProps) {
  const [trial] = useState(wantsTrial);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const { resend, sending } = useResend({ email, setNotice });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (passwordStrength(password) === 'weak') {
      setNotice({ tone: 'destructive', text: weakPasswordMessage });
      return;
    }
    if (!tryAttempt(signUpThrottle)) {
      setNotice({ tone: 'destructive', text: 'Trop de tentatives. Attendez 10 secondes.' });
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      await signUpWithPassword(email.trim(), password, currentReturn(), trial ? 'pro-trial' : undefined);
      clearAttempts(signUpThrottle);
      setPassword('');
      setNotice({
        tone: 'success',
        text: 'Compte créé\u00a0! Vérifiez votre email pour confirmer votre inscription.',
      });
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 429 || /rate limit/i.test(err.message))) {
        setNotice({ tone: 'destructive', text: "Trop de tentatives d'inscription. Veuillez patienter." });
      } else if (err instanceof ApiRequestError && err.status === 400) {
        setNotice({ tone: 'destructive', text: err.message });
      } else {
        toast.error(errorText(err));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Inscription">
      {trial ? (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 ring-1 ring-indigo-200">
          Votre essai Pro de 14 jours démarre dès la confirmation de votre email, sans carte bancaire.
        </p>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="vous@entreprise.fr"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Mot de passe</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Créer un compte
      </Button>
      <p className="text-center text-sm text-slate-600">
        Email de confirmation non reçu&nbsp;?{' '}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          disabled={sending}
          onClick={resend}
        >
          Renvoyer l'email
        </Button>
      </p>
    </form>
  );
}
