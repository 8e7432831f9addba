/** The fna feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadFnaPage = () => import('./FnaPage');
export const loadFnaWizard = () => import('./Wizard');
