import { Loader2, Mail, Plus, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { EmailRequest } from '../../../../shared/ai-tools.ts';
import {
  type EmailType,
  emailTypeLabels,
  emailTypes,
  keptRecipients,
  maxRecipients,
} from '../../../../shared/ai-tools-model.ts';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Label, selectClass } from '../../ui/input.tsx';
import { LengthWarning, LimitedTextarea } from '../../ui/length-warning.tsx';
import { generateEmail } from '../api/ai-tools-api.ts';
import { useAiToolRun } from '../hooks/use-ai-tool-run.ts';
import { DocumentPicker } from './document-picker.tsx';
import { EmailPreview } from './email-preview.tsx';
import { hintClass } from './field-classes.ts';
import { ToolPanelCard } from './tool-panel-card.tsx';

interface RecipientField {
  id: number;
  value: string;
}

/** Email generation in demo mode (SPEC.md §5, §9): nothing is sent, the email is previewed. */
export function EmailPanel() {
  return (
    <ServerStateScope>
      <EmailTool />
    </ServerStateScope>
  );
}

function EmailTool() {
  const ids = useId();
  const [emailType, setEmailType] = useState<EmailType>('newsletter');
  const [task, setTask] = useState('');
  const [recipients, setRecipients] = useState<RecipientField[]>([{ id: 0, value: '' }]);
  const [subject, setSubject] = useState('');
  const [context, setContext] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const nextId = useRef(1);
  // The field to focus once rendered: the one just added, or the neighbour of the one just removed.
  const focusNext = useRef<number | null>(null);

  const run = useAiToolRun({
    run: generateEmail,
    onSuccess: (result) =>
      toast.success('Email généré', `${result.emailsSent} email(s) simulé(s) avec succès`),
    failure: { title: 'Erreur', description: "Impossible de générer l'email" },
  });

  const addRecipient = () => {
    if (recipients.length >= maxRecipients) return;
    const id = nextId.current++;
    focusNext.current = id;
    setRecipients((fields) => [...fields, { id, value: '' }]);
  };
  const removeRecipient = (index: number) => {
    if (recipients.length <= 1) return;
    focusNext.current = (recipients[index - 1] ?? recipients[index + 1])!.id;
    setRecipients((fields) => fields.filter((_, i) => i !== index));
  };
  const editRecipient = (id: number, value: string) =>
    setRecipients((fields) => fields.map((field) => (field.id === id ? { ...field, value } : field)));

  const submit = () =>
    run.start((): EmailRequest | undefined => {
      if (!task.trim()) {
        toast.error('Tâche requise', "Décrivez l'email à générer");
        return undefined;
      }
      const kept = keptRecipients(recipients.map((field) => field.value));
      if (kept.length === 0) {
        toast.error('Destinataires requis', 'Ajoutez au moins un email valide');
        return undefined;
      }
      return {
        task,
        emailType,
        recipients: kept,
        subject: subject.trim() || undefined,
        context: context.trim() || undefined,
        documentIds,
      };
    });

  return (
    <ToolPanelCard
      icon={Mail}
      title="Génération d'emails"
      description="Suki, notre IA marketing, rédige un email personnalisé pour vos destinataires."
      quotaRefusal={run.quotaError?.message}
    >
      <form
        aria-label="Génération d'emails"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-type`}>Type d'email</Label>
          <select
            id={`${ids}-type`}
            className={selectClass}
            value={emailType}
            onChange={(event) => setEmailType(event.target.value as EmailType)}
          >
            {emailTypes.map((type) => (
              <option key={type} value={type}>
                {emailTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-task`}>Description de l'email</Label>
          <LimitedTextarea
            max={4000}
            id={`${ids}-task`}
            className="min-h-[100px]"
            value={task}
            placeholder="Ex. : Annoncer notre nouvelle offre de printemps à nos clients fidèles"
            onChange={(event) => setTask(event.target.value)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Destinataires</legend>
          <ul className="space-y-2">
            {recipients.map((field, index) => (
              <li key={field.id} className="flex items-center gap-2">
                <Input
                  // A new callback each render, so React calls it again after every change: the
                  // field waiting for focus gets it as soon as it is in the document.
                  ref={(element) => {
                    if (element && focusNext.current === field.id) {
                      focusNext.current = null;
                      element.focus();
                    }
                  }}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  aria-label={`Destinataire ${index + 1}`}
                  placeholder="prenom.nom@entreprise.fr"
                  value={field.value}
                  onChange={(event) => editRecipient(field.id, event.target.value)}
                />
                {recipients.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Retirer le destinataire ${index + 1}`}
                    onClick={() => removeRecipient(index)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={recipients.length >= maxRecipients}
              onClick={addRecipient}
            >
              <Plus aria-hidden="true" />
              Ajouter un destinataire
            </Button>
            <p className={hintClass}>
              {recipients.length >= maxRecipients
                ? `${maxRecipients} destinataires au maximum.`
                : `Jusqu'à ${maxRecipients} destinataires\u00a0; les champs vides ou sans «\u00a0@\u00a0» sont ignorés.`}
            </p>
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-subject`}>Objet (facultatif)</Label>
          <Input
            id={`${ids}-subject`}
            value={subject}
            aria-invalid={subject.length > 200}
            placeholder="Laissez vide pour un objet généré"
            onChange={(event) => setSubject(event.target.value)}
          />
          <LengthWarning length={subject.length} max={200} id={`${ids}-subject-limit`} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-context`}>Contexte (facultatif)</Label>
          <LimitedTextarea
            max={4000}
            id={`${ids}-context`}
            className="min-h-[72px]"
            value={context}
            placeholder="Ton souhaité, offre, date limite…"
            onChange={(event) => setContext(event.target.value)}
          />
        </div>
        <DocumentPicker selected={documentIds} onChange={setDocumentIds} />
        <Button type="submit" disabled={run.running}>
          {run.running ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Génération...
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Générer l'email
            </>
          )}
        </Button>
      </form>

      <div aria-live="polite">
        {run.running && (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            Suki rédige l'email…
          </p>
        )}
        {run.result && <EmailPreview result={run.result} />}
      </div>
    </ToolPanelCard>
  );
}
