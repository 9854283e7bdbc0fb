import { Cpu } from 'lucide-react';

/** Says the result was written by Septime's own engine, not by an outside AI service. */
export function EngineBadge({ engine }: { engine: string }) {
  if (engine !== 'local') return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-600"
      title="Résultat écrit par le moteur local de Septime, sans service d'IA externe"
    >
      <Cpu className="size-3" aria-hidden="true" />
      moteur local
    </span>
  );
}
