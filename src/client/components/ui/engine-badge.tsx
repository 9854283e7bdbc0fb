import { Cpu } from 'lucide-react';

/** Says a reply or a result was written by Septime's own engine, not by an outside AI service. */
export function EngineBadge({
  engine,
  what = 'Résultat',
}: {
  engine: string | null;
  what?: 'Résultat' | 'Réponse';
}) {
  if (engine !== 'local') return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-[11px] font-medium text-slate-600"
      title={`${what} écrit${what === 'Réponse' ? 'e' : ''} par le moteur local de Septime, sans service d'IA externe`}
    >
      <Cpu className="size-3" aria-hidden="true" />
      moteur local
    </span>
  );
}
