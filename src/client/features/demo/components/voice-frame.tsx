import { Mic, Volume2 } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';

/** The Voix tab until the voice feature lands: what it will do, said plainly. */
export function VoiceFrame() {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mic className="size-5 text-indigo-700" aria-hidden="true" />
          Interface vocale
        </h2>
        <p className="text-sm text-slate-600">
          Le panneau vocal arrive avec la fonction voix de Septime : il n'est pas encore disponible.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Mic className="size-4 text-slate-500" aria-hidden="true" />
            Reconnaissance vocale
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Dictez vos demandes en français, le texte apparaît tout seul.
          </p>
        </div>
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <Volume2 className="size-4 text-slate-500" aria-hidden="true" />
            Synthèse vocale
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Choisissez une voix et écoutez les réponses de vos employés IA.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
