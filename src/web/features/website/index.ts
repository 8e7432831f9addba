/** The Website area's door (issue 58): its page, loaded when it opens. */
export const loadWebsitePage = () => import('./WebsitePage');
