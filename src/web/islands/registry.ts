import type { ComponentType } from 'react';
import type { IslandName } from './names';

export type IslandComponent = ComponentType<never>;

/**
 * Every island's code, loaded when the island wakes (issue 45). `source` tells the build which
 * chunk is the island's (the prerender bundle keeps it; in the browser's it folds away).
 */
export const islandModules = {
  'hero-menus': {
    source: import.meta.env.SSR ? 'src/web/features/home/parts.tsx' : '',
    load: () => import('../features/home/parts').then((module) => module.HeroMenus as IslandComponent),
  },
  'services-card': {
    source: import.meta.env.SSR ? 'src/web/features/home/parts.tsx' : '',
    load: () => import('../features/home/parts').then((module) => module.ServicesCard as IslandComponent),
  },
  'resource-books': {
    source: import.meta.env.SSR ? 'src/web/features/resources/ResourceBooks.tsx' : '',
    load: () =>
      import('../features/resources/ResourceBooks').then((module) => module.ResourceBooks as IslandComponent),
  },
  'newsletter-box': {
    source: import.meta.env.SSR ? 'src/web/features/resources/NewsletterBox.tsx' : '',
    load: () =>
      import('../features/resources/NewsletterBox').then((module) => module.NewsletterBox as IslandComponent),
  },
  calculators: {
    source: import.meta.env.SSR ? 'src/web/features/calculators/CalculatorPicker.tsx' : '',
    load: () =>
      import('../features/calculators/CalculatorPicker').then(
        (module) => module.CalculatorPicker as IslandComponent,
      ),
  },
  'workshops-board': {
    source: import.meta.env.SSR ? 'src/web/features/workshops/WorkshopsBoard.tsx' : '',
    load: () =>
      import('../features/workshops/WorkshopsBoard').then(
        (module) => module.WorkshopsBoard as IslandComponent,
      ),
  },
  'budget-planner': {
    source: import.meta.env.SSR ? 'src/web/features/budget/BudgetPlanner.tsx' : '',
    load: () =>
      import('../features/budget/BudgetPlanner').then((module) => module.BudgetPlanner as IslandComponent),
  },
  'funeral-cover': {
    source: import.meta.env.SSR ? 'src/web/features/funeral/FuneralCoverPage.tsx' : '',
    load: () =>
      import('../features/funeral/FuneralCoverPage').then(
        (module) => module.FuneralCoverForm as IslandComponent,
      ),
  },
  'fna-wizard': {
    source: import.meta.env.SSR ? 'src/web/features/fna/Wizard.tsx' : '',
    load: () => import('../features/fna/Wizard').then((module) => module.Wizard as IslandComponent),
  },
  'quote-form': {
    source: import.meta.env.SSR ? 'src/web/features/quote/QuotePage.tsx' : '',
    load: () => import('../features/quote/QuotePage').then((module) => module.QuoteForm as IslandComponent),
  },
  'needs-analysis': {
    source: import.meta.env.SSR ? 'src/web/features/needs-analysis/NeedsAnalysisPage.tsx' : '',
    load: () =>
      import('../features/needs-analysis/NeedsAnalysisPage').then(
        (module) => module.NeedsAnalysisWizard as IslandComponent,
      ),
  },
} satisfies Record<IslandName, { source: string; load: () => Promise<IslandComponent> }>;

export type { IslandName };
