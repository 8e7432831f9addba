/** The funeral feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadFuneralCoverPage = () => import('./FuneralCoverPage');
