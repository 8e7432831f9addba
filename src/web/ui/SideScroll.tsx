import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A row wider than the screen that scrolls sideways (the pipeline's seven stages, issue 59): where
 * more is off to a side, that edge fades and a button says so and scrolls to it, so nobody takes
 * the stages in view for the whole board.
 */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const left = element.scrollLeft > 4;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 4;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  const button = (direction: 1 | -1) => (
    <button
      type="button"
      onClick={() => scroll(direction)}
      className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {direction === 1 ? `More ${label} →` : `← Earlier ${label}`}
    </button>
  );
  return (
    <div>
      {more.left || more.right ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <span>{more.left ? button(-1) : null}</span>
          <span>{more.right ? button(1) : null}</span>
        </div>
      ) : null}
      <div className="relative">
        <div ref={ref} onScroll={measure} className="mt-2 overflow-x-auto pb-4">
          {children}
        </div>
        {more.left ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-slate-50 to-transparent"
          />
        ) : null}
        {more.right ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-slate-50 to-transparent"
          />
        ) : null}
      </div>
    </div>
  );
}
