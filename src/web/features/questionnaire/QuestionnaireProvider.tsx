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
import type { QuestionnaireFlowId } from '../../../shared/questionnaire';
import { openHostQuestionnaire } from '../../islands/dialog-opener';

// The modal's code loads on the first open only.
const QuestionnaireDialog = lazy(() => import('./QuestionnaireDialog'));

interface QuestionnaireControls {
  openQuestionnaire: (flow: QuestionnaireFlowId) => void;
}

const QuestionnaireContext = createContext<QuestionnaireControls | null>(null);

export function QuestionnaireProvider({ children }: { children: ReactNode }) {
  const [flow, setFlow] = useState<QuestionnaireFlowId | null>(null);
  const [open, setOpen] = useState(false);
  const openQuestionnaire = useCallback((next: QuestionnaireFlowId) => {
    setFlow(next);
    setOpen(true);
  }, []);
  const controls = useMemo(() => ({ openQuestionnaire }), [openQuestionnaire]);
  return (
    <QuestionnaireContext.Provider value={controls}>
      {children}
      {flow ? (
        <Suspense fallback={null}>
          {/* A new flow starts with no answers; reopening the same flow keeps what was typed. */}
          <QuestionnaireDialog key={flow} flowId={flow} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </QuestionnaireContext.Provider>
  );
}

/** In an island (issue 45), outside any provider: the questionnaires of the page's dialog host. */
const dialogHostControls: QuestionnaireControls = {
  openQuestionnaire: openHostQuestionnaire,
};

export function useQuestionnaire(): QuestionnaireControls {
  return useContext(QuestionnaireContext) ?? dialogHostControls;
}
