import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label, Textarea } from '../../components/ui/input.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { useContactForm, useSendContact } from './api/support-api.ts';

// A desk's public contact form (decision 066): its link's slug names the desk; each message becomes a
// ticket. The « Site web » field is hidden from people: a robot that fills it in is answered as if sent.

const empty = { name: '', email: '', subject: '', message: '', website: '' };

function ContactForm({ slug }: { slug: string }) {
  const form = useContactForm(slug);
  const send = useSendContact();
  const [fields, setFields] = useState(empty);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  if (form.isError) {
    return (
      <p role="alert" className="text-slate-800">
        {form.error.message}
      </p>
    );
  }
  if (!form.data) {
    return (
      <p aria-busy="true" className="text-slate-600">
        Chargement du formulaire…
      </p>
    );
  }
  if (sent) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>Merci, votre message a bien été envoyé. {form.data.recipient} vous répondra par mail.</p>
      </div>
    );
  }
  const token = form.data.token;
  const set = (key: keyof typeof empty) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setError('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await send.mutateAsync({ slug, ...fields, token });
      setSent(true);
      setFields(empty);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Envoi impossible.');
    }
  };
  return (
    <form onSubmit={submit} aria-label="Formulaire de contact" className="space-y-4">
      <p className="text-slate-700">Votre message arrive directement au support de {form.data.recipient}.</p>
      <div>
        <Label htmlFor="contact-name">Votre nom</Label>
        <Input
          id="contact-name"
          required
          maxLength={200}
          autoComplete="name"
          value={fields.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="contact-email">Votre email</Label>
        <Input
          id="contact-email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={fields.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="contact-subject">Sujet</Label>
        <Input
          id="contact-subject"
          required
          maxLength={300}
          value={fields.subject}
          onChange={(e) => set('subject')(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          required
          maxLength={5000}
          className="min-h-[160px]"
          value={fields.message}
          onChange={(e) => set('message')(e.target.value)}
        />
      </div>
      {/* Hidden from people and assistive technologies; robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Site web</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={(e) => set('website')(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Envoi…' : 'Envoyer le message'}
      </Button>
    </form>
  );
}

export default function ContactPage() {
  const { slug } = useParams<{ slug: string }>();
  return (
    <ServerStateScope>
      <div className="min-h-screen bg-slate-50 px-4 py-10">
        <main
          id="main"
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h1 className="mb-4 text-2xl font-semibold text-slate-900">Nous contacter</h1>
          <ContactForm slug={slug} />
        </main>
      </div>
    </ServerStateScope>
  );
}
