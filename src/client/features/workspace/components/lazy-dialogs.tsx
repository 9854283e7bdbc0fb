import { type ComponentProps, lazy, Suspense } from 'react';

// The forms carry zod (the server's own schemas): loaded when a form opens, not with the page.
const ProjectForm = lazy(() =>
  import('./project-form-dialog.tsx').then((m) => ({ default: m.ProjectFormDialog })),
);
const TaskForm = lazy(() => import('./task-form-dialog.tsx').then((m) => ({ default: m.TaskFormDialog })));
const EventForm = lazy(() => import('./event-form-dialog.tsx').then((m) => ({ default: m.EventFormDialog })));

export function ProjectFormDialog(props: ComponentProps<typeof ProjectForm>) {
  return (
    <Suspense fallback={null}>
      <ProjectForm {...props} />
    </Suspense>
  );
}

export function TaskFormDialog(props: ComponentProps<typeof TaskForm>) {
  return (
    <Suspense fallback={null}>
      <TaskForm {...props} />
    </Suspense>
  );
}

export function EventFormDialog(props: ComponentProps<typeof EventForm>) {
  return (
    <Suspense fallback={null}>
      <EventForm {...props} />
    </Suspense>
  );
}
