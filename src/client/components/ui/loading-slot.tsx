import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A loading state that already takes the room of what replaces it: `children` (« Chargement… ») drawn
 * over `reserve`, laid out but invisible and hidden from assistive technologies. When the answer comes,
 * nothing below moves (layout shift, issue 25, decision 046).
 */
export function LoadingSlot({
  reserve,
  className,
  children,
}: {
  reserve: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('grid', className)} aria-busy="true">
      <div className="col-start-1 row-start-1">{children}</div>
      <div className="invisible col-start-1 row-start-1" aria-hidden="true">
        {reserve}
      </div>
    </div>
  );
}

/** Inline text kept invisible for its room: the words a loading sentence will gain (a limit, a plan). */
export function ReservedText({ children }: { children: ReactNode }) {
  return (
    <span className="invisible" aria-hidden="true">
      {children}
    </span>
  );
}
