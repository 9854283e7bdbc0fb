import { Loader2, Square, Volume2 } from 'lucide-react';
import type { Employee } from '../../../../shared/employees.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { useEmployeeSpeech } from './employee-speech.tsx';

/**
 * 'Écouter' / 'Arrêter' for one employee's spoken introduction (dashboard, team page, /ai pages).
 * Needs an EmployeeSpeechProvider above: the other employees' buttons are disabled meanwhile.
 */
export function EmployeeListenButton({
  employee,
  size = 'default',
  className,
}: {
  employee: Employee;
  size?: 'sm' | 'default';
  className?: string;
}) {
  const speech = useEmployeeSpeech();
  const mine = speech.employeeId === employee.id;
  const active = mine && speech.phase !== 'idle';
  const otherBusy = !mine && speech.phase !== 'idle';
  const label = active ? 'Arrêter' : 'Écouter';
  return (
    <Button
      size={size}
      variant={active ? 'default' : 'outline'}
      className={cn('flex-1', className)}
      disabled={otherBusy}
      aria-label={`${label} ${employee.name}`}
      aria-busy={mine && speech.phase === 'loading' ? true : undefined}
      onClick={() => (active ? speech.stop() : speech.speak(employee))}
    >
      {mine && speech.phase === 'loading' ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : active ? (
        <Square aria-hidden="true" />
      ) : (
        <Volume2 aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
