/** The home feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadHomePage = () => import('./HomePage');
export const loadHomeParts = () => import('./parts');
