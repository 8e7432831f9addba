import type { ComponentType } from 'react';
import { loadBudgetPlanner } from '../features/budget';
import { loadCalculatorPicker } from '../features/calculators';
import { loadAdviceConfirmationPage, loadRequestedDocumentsPage } from '../features/client-documents';
import { loadManageBookingPage } from '../features/consultation';
import { loadFnaWizard } from '../features/fna';
import { loadFuneralCoverPage } from '../features/funeral';
import { loadHomeParts } from '../features/home';
import { loadNeedsAnalysisPage } from '../features/needs-analysis';
import { loadNewsletterLinkPage } from '../features/newsletter';
import { loadMyPage } from '../features/portal';
import { loadQuotePage } from '../features/quote';
import { loadNewsletterBox, loadResourceBooks } from '../features/resources';
import { loadOwnRegistrationPage, loadWorkshopsBoard } from '../features/workshops';
import type { IslandName } from './names';

export type IslandComponent = ComponentType<never>;

/**
 * Every island's code, loaded when the island wakes (issue 45). `source` tells the build which
 * chunk is the island's (the prerender bundle keeps it; in the browser's it folds away).
 */
export const islandModules = {
  'hero-menus': {
    source: import.meta.env.SSR ? 'src/web/features/home/parts.tsx' : '',
    load: () => loadHomeParts().then((module) => module.HeroMenus as IslandComponent),
  },
  'services-card': {
    source: import.meta.env.SSR ? 'src/web/features/home/parts.tsx' : '',
    load: () => loadHomeParts().then((module) => module.ServicesCard as IslandComponent),
  },
  'resource-books': {
    source: import.meta.env.SSR ? 'src/web/features/resources/ResourceBooks.tsx' : '',
    load: () => loadResourceBooks().then((module) => module.ResourceBooks as IslandComponent),
  },
  'newsletter-box': {
    source: import.meta.env.SSR ? 'src/web/features/resources/NewsletterBox.tsx' : '',
    load: () => loadNewsletterBox().then((module) => module.NewsletterBox as IslandComponent),
  },
  calculators: {
    source: import.meta.env.SSR ? 'src/web/features/calculators/CalculatorPicker.tsx' : '',
    load: () => loadCalculatorPicker().then((module) => module.CalculatorPicker as IslandComponent),
  },
  'workshops-board': {
    source: import.meta.env.SSR ? 'src/web/features/workshops/WorkshopsBoard.tsx' : '',
    load: () => loadWorkshopsBoard().then((module) => module.WorkshopsBoard as IslandComponent),
  },
  'budget-planner': {
    source: import.meta.env.SSR ? 'src/web/features/budget/BudgetPlanner.tsx' : '',
    load: () => loadBudgetPlanner().then((module) => module.BudgetPlanner as IslandComponent),
  },
  'funeral-cover': {
    source: import.meta.env.SSR ? 'src/web/features/funeral/FuneralCoverPage.tsx' : '',
    load: () => loadFuneralCoverPage().then((module) => module.FuneralCoverForm as IslandComponent),
  },
  'fna-wizard': {
    source: import.meta.env.SSR ? 'src/web/features/fna/Wizard.tsx' : '',
    load: () => loadFnaWizard().then((module) => module.Wizard as IslandComponent),
  },
  'quote-form': {
    source: import.meta.env.SSR ? 'src/web/features/quote/QuotePage.tsx' : '',
    load: () => loadQuotePage().then((module) => module.QuoteForm as IslandComponent),
  },
  'needs-analysis': {
    source: import.meta.env.SSR ? 'src/web/features/needs-analysis/NeedsAnalysisPage.tsx' : '',
    load: () => loadNeedsAnalysisPage().then((module) => module.NeedsAnalysisWizard as IslandComponent),
  },
  // The pages opened from a link in an e-mail or WhatsApp, and the portal (issue 59): each page's
  // part that runs, hydrated as the page loads.
  portal: {
    source: import.meta.env.SSR ? 'src/web/features/portal/MyPage.tsx' : '',
    load: () => loadMyPage().then((module) => module.Portal as IslandComponent),
  },
  'requested-documents': {
    source: import.meta.env.SSR ? 'src/web/features/client-documents/RequestedDocumentsPage.tsx' : '',
    load: () => loadRequestedDocumentsPage().then((module) => module.RequestedDocuments as IslandComponent),
  },
  'advice-confirmation': {
    source: import.meta.env.SSR ? 'src/web/features/client-documents/AdviceConfirmationPage.tsx' : '',
    load: () => loadAdviceConfirmationPage().then((module) => module.AdviceConfirmation as IslandComponent),
  },
  'manage-booking': {
    source: import.meta.env.SSR ? 'src/web/features/consultation/ManageBookingPage.tsx' : '',
    load: () => loadManageBookingPage().then((module) => module.ManageBooking as IslandComponent),
  },
  'newsletter-link': {
    source: import.meta.env.SSR ? 'src/web/features/newsletter/NewsletterLinkPage.tsx' : '',
    load: () => loadNewsletterLinkPage().then((module) => module.NewsletterLink as IslandComponent),
  },
  'own-registration': {
    source: import.meta.env.SSR ? 'src/web/features/workshops/OwnRegistrationPage.tsx' : '',
    load: () => loadOwnRegistrationPage().then((module) => module.YourRegistration as IslandComponent),
  },
} satisfies Record<IslandName, { source: string; load: () => Promise<IslandComponent> }>;

export type { IslandName };
