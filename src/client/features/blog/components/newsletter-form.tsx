import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { newsletterSchema } from '../../../../shared/articles.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { subscribeToNewsletter } from '../api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; message: string };

/** The newsletter box: checked here, then by the server; subscribing twice answers the same. */
export function NewsletterForm({ className = '' }: { className?: string }) {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'pending') return;
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ kind: 'error', message: parsed.error.issues[0]?.message ?? 'Adresse email invalide.' });
      return;
    }
    setState({ kind: 'pending' });
    try {
      const { message } = await subscribeToNewsletter(parsed.data.email);
      setState({ kind: 'done', message });
    } catch (err) {
      setState({
        kind: 'error',
        message:
          err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.',
      });
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={`rounded-2xl bg-linear-to-br from-indigo-700 to-violet-800 p-6 text-white shadow-md ${className}`}
    >
      <Mail className="size-6 text-indigo-200" aria-hidden="true" />
      <h2 id={`${inputId}-title`} className="mt-3 text-lg font-semibold">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-indigo-100">
        Un email par mois&nbsp;: nos nouveaux articles et les nouveautés de Septime. Désinscription en un
        clic.
      </p>
      {state.kind === 'done' ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-lg bg-white/15 px-3 py-2 text-sm font-medium"
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {state.message}
        </p>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 space-y-2"
          aria-label="Inscription à la newsletter"
        >
          <label htmlFor={inputId} className="sr-only">
            Votre email
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (state.kind === 'error') setState({ kind: 'idle' });
            }}
            placeholder="votre@email.fr"
            autoComplete="email"
            aria-invalid={state.kind === 'error' || undefined}
            aria-describedby={state.kind === 'error' ? messageId : undefined}
            className="h-10 w-full rounded-lg border border-white/30 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
          {state.kind === 'error' ? (
            <p
              id={messageId}
              role="alert"
              className="rounded-md bg-red-50 px-2.5 py-1.5 text-sm text-red-800"
            >
              {state.message}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={state.kind === 'pending'}
            className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-white text-sm font-semibold text-indigo-800 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
          >
            {state.kind === 'pending' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            S'abonner
          </button>
        </form>
      )}
    </section>
  );
}
