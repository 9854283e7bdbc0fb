import { Sheet } from '../ui/dialog.tsx';
import { SidebarContent } from './app-sidebar.tsx';

/** The application sidebar in a sheet (under 768 px), loaded lazily by `MobileSidebar`. */
export default function MobileSidebarSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Menu de l’espace de travail"
      closeLabel="Fermer le menu"
      className="md:hidden"
    >
      <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} />
    </Sheet>
  );
}
