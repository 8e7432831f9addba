import type { QuestionnaireFlowId } from '../../shared/questionnaire';

/**
 * Opens the wizard or a questionnaire of the page's dialog host (dialog-host.tsx) from an island
 * outside its providers (issue 45). A module of its own (issue 57): the host renders the
 * providers, so a provider that loaded the host itself needed it back. The islands' hydration
 * (hydrate-island.tsx) says how the host is loaded; until it has, nothing on the page is an island.
 */
interface DialogHost {
  openConsultation(): void;
  openQuestionnaire(flow: QuestionnaireFlowId): void;
}

let loadHost: (() => Promise<DialogHost>) | null = null;

export function setDialogHostLoader(load: () => Promise<DialogHost>): void {
  loadHost = load;
}

export function openHostConsultation(): void {
  void loadHost?.().then((host) => host.openConsultation());
}

export function openHostQuestionnaire(flow: QuestionnaireFlowId): void {
  void loadHost?.().then((host) => host.openQuestionnaire(flow));
}
