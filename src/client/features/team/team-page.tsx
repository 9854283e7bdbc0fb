import { MessageSquare, Quote } from 'lucide-react';
import { useState } from 'react';
import { type Employee, employees } from '../../../shared/employees.ts';
import { ChatDialog } from '../../components/chat/components/chat-dialog.tsx';
import { EmployeeAvatar, StatusBadge } from '../../components/chat/components/employee-avatar.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmployeeListenButton } from '../../components/voice/components/employee-listen-button.tsx';
import { EmployeeSpeechProvider } from '../../components/voice/components/employee-speech.tsx';

function TeamMemberCard({ employee, onChat }: { employee: Employee; onChat(): void }) {
  return (
    <article
      aria-labelledby={`member-${employee.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <EmployeeAvatar employee={employee} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`member-${employee.id}`} className="text-lg font-semibold text-slate-900">
              {employee.name}
            </h2>
            <StatusBadge status={employee.status} />
          </div>
          <p className="text-sm font-medium text-indigo-700">{employee.role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">{employee.description}</p>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Compétences</h3>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {employee.skills.map((skill) => (
          <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
      <blockquote className="mt-4 flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 italic">
        <Quote className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <p>{employee.introduction}</p>
      </blockquote>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button className="flex-1" onClick={onChat} aria-label={`Chatter avec ${employee.name}`}>
          <MessageSquare aria-hidden="true" />
          Chatter
        </Button>
        <EmployeeListenButton employee={employee} />
      </div>
    </article>
  );
}

/** The seven employees in full, each a 'Chatter' away from a conversation over the page. */
export default function TeamPage() {
  const [chatting, setChatting] = useState<Employee | null>(null);
  return (
    <WorkspaceLayout title="Équipe">
      <p className="max-w-3xl text-slate-600">
        Sept employés IA spécialisés, chacun avec ses compétences et sa personnalité. Lancez une conversation
        avec celui dont vous avez besoin.
      </p>
      <EmployeeSpeechProvider>
        {/* Two columns from 1024 px: between 768 and 1024 the sidebar leaves each card too narrow. */}
        <div className="mt-6 grid gap-5 lg:grid-cols-2 xl:grid-cols-3">
          {employees.map((employee) => (
            <TeamMemberCard key={employee.id} employee={employee} onChat={() => setChatting(employee)} />
          ))}
        </div>
      </EmployeeSpeechProvider>
      <ChatDialog employee={chatting} onOpenChange={(open) => !open && setChatting(null)} />
    </WorkspaceLayout>
  );
}
