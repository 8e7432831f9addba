import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

// The dialog's code (and later the whole wizard with its form library) loads on the first open only.
const ConsultationDialog = lazy(() => import('./ConsultationDialog'));

interface ConsultationControls {
  openConsultation: () => void;
}

const ConsultationContext = createContext<ConsultationControls | null>(null);

export function ConsultationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openConsultation = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openConsultation }), [openConsultation]);
  return (
    <ConsultationContext.Provider value={controls}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ConsultationContext.Provider>
  );
}

export function useConsultation(): ConsultationControls {
  const controls = useContext(ConsultationContext);
  if (!controls) throw new Error('useConsultation needs a <ConsultationProvider> above it');
  return controls;
}
