/** The pipeline feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadPipelinePage = () => import('./PipelinePage');
