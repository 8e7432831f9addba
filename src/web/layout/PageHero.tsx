import type { ReactNode } from 'react';

/** The band at the top of a page: its one h1 and a line or two on what the page is for. */
export function PageHero({
  heading,
  width,
  children,
}: {
  heading: string;
  /** The width of the page's content below, so the heading lines up with it. */
  width: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl';
  children: ReactNode;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className={`mx-auto ${width} px-4 py-10 sm:py-14`}>
        <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{children}</p>
      </div>
    </section>
  );
}
