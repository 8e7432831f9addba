import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ConsultationDraft } from '../../../shared/consultation';
import { reviewBookingTopic } from '../../../shared/review-booking';
import { openHostConsultation } from '../../islands/dialog-opener';

// The dialog's code (and later the whole wizard with its form library) loads on the first open only.
const ConsultationDialog = lazy(() => import('./ConsultationDialog'));

interface ConsultationControls {
  openConsultation: () => void;
}

/** What a link into the wizard presets: `?book=review` from an invitation to a yearly review (issue 31). */
const presetsByLink: Record<string, ConsultationDraft> = {
  review: { topic: 'other', customTopic: reviewBookingTopic },
};

const ConsultationContext = createContext<ConsultationControls | null>(null);

export function ConsultationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [preset, setPreset] = useState<ConsultationDraft | undefined>(undefined);
  /** Opens the wizard; `wanted` answers some of its questions already (an invitation's topic). */
  const openWith = useCallback((wanted: ConsultationDraft | undefined) => {
    setPreset(wanted);
    setRequested(true);
    setOpen(true);
  }, []);
  const openConsultation = useCallback(() => openWith(undefined), [openWith]);
  // A link with ?book=… opens the wizard once the page is up, and leaves the address clean.
  useEffect(() => {
    const url = new URL(window.location.href);
    const linked = presetsByLink[url.searchParams.get('book') ?? ''];
    if (!linked) return;
    url.searchParams.delete('book');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    openWith(linked);
  }, [openWith]);
  const controls = useMemo(() => ({ openConsultation }), [openConsultation]);
  return (
    <ConsultationContext.Provider value={controls}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onOpenChange={setOpen} preset={preset} />
        </Suspense>
      ) : null}
    </ConsultationContext.Provider>
  );
}

/** In an island (issue 45), outside any provider: the wizard of the page's dialog host. */
const dialogHostControls: ConsultationControls = {
  openConsultation: openHostConsultation,
};

export function useConsultation(): ConsultationControls {
  return useContext(ConsultationContext) ?? dialogHostControls;
}
