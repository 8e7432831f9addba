import type { ReactNode } from 'react';

/**
 * A wide table's sideways scroll on a narrow screen, reachable by keyboard: the region takes focus
 * so the arrow keys scroll it (axe's scrollable-region-focusable), and is named for screen readers.
 */
export function TableScroller({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className={`overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </section>
  );
}
