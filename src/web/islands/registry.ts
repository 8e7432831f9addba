import type { ComponentType } from 'react';

type IslandComponent = ComponentType<Record<string, never>> | ComponentType<never>;

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
  calculators: {
    source: import.meta.env.SSR ? 'src/web/features/calculators/CalculatorPicker.tsx' : '',
    load: () =>
      import('../features/calculators/CalculatorPicker').then(
        (module) => module.CalculatorPicker as IslandComponent,
      ),
  },
} satisfies Record<string, { source: string; load: () => Promise<IslandComponent> }>;

export type IslandName = keyof typeof islandModules;
