import { useConsultation } from '../features/consultation';
import { CalendarIcon } from './icons';

/**
 * Small screens: a floating 'Book Consultation' button, out of the way while a field has the
 * focus (on a phone the keyboard is up and the field is near the bottom of what is left of the
 * screen, where the button sits; issue 20): a rule of styles.css, so it holds before any script.
 * Large screens: a bottom bar. Both open the dialog. Pages that are forms have neither.
 */
export function FloatingCta() {
  const { openConsultation } = useConsultation();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openConsultation}
        data-action="consultation"
        className="floating-cta fixed right-4 bottom-4 z-30 print:hidden inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-5 font-semibold text-slate-900 shadow-lg hover:bg-accent-300 md:hidden"
      >
        <CalendarIcon /> Book Consultation
      </button>
      <aside
        aria-label="Free consultation"
        className="fixed inset-x-0 bottom-0 z-30 hidden print:hidden border-t border-brand-800 bg-brand-800 text-white md:block"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <p className="font-medium">
            Not sure where to start? Talk to an adviser, free and without obligation.
          </p>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={openConsultation}
            data-action="consultation"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-400 px-5 font-semibold text-slate-900 hover:bg-accent-300"
          >
            <CalendarIcon /> Schedule Free Consultation
          </button>
        </div>
      </aside>
    </>
  );
}
