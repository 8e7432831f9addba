/** The newsletter feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadAdminNewsletterPage = () => import('./AdminNewsletterPage');
export const loadNewsletterLinkPage = () => import('./NewsletterLinkPage');
