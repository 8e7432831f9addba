import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { QuestionnaireFlowId } from '../../shared/questionnaire';
import { ConsultationProvider, useConsultation } from '../features/consultation';
import { QuestionnaireProvider, useQuestionnaire } from '../features/questionnaire';
import { BrowserRouter } from '../lib/router';
import { LazyToaster } from '../ui/LazyToaster';

interface DialogControls {
  openConsultation: () => void;
  openQuestionnaire: (flow: QuestionnaireFlowId) => void;
}

function Controls({ onControls }: { onControls: (controls: DialogControls) => void }) {
  const { openConsultation } = useConsultation();
  const { openQuestionnaire } = useQuestionnaire();
  useEffect(
    () => onControls({ openConsultation, openQuestionnaire }),
    [onControls, openConsultation, openQuestionnaire],
  );
  return null;
}

let host: Promise<DialogControls> | undefined;

/**
 * On a page built as islands (issue 45), the consultation wizard, the questionnaires and the toasts
 * live in a root of their own (run by Preact, like the islands) at the end of the body, mounted
 * the first time something needs them (a button that opens a dialog, an island that may raise a
 * toast, a `?book=` link).
 */
export function mountDialogHost(): Promise<DialogControls> {
  host ??= new Promise((resolve) => {
    const container = document.createElement('div');
    container.dataset.dialogHost = '';
    document.body.append(container);
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter documentNavigation>
          <ConsultationProvider>
            <QuestionnaireProvider>
              <Controls onControls={resolve} />
            </QuestionnaireProvider>
          </ConsultationProvider>
          <LazyToaster />
        </BrowserRouter>
      </StrictMode>,
    );
  });
  return host;
}

export async function openConsultation(): Promise<void> {
  (await mountDialogHost()).openConsultation();
}

export async function openQuestionnaire(flow: QuestionnaireFlowId): Promise<void> {
  (await mountDialogHost()).openQuestionnaire(flow);
}
