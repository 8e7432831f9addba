/**
 * The islands' names (issue 45). A module of its own (issue 57): a page names its islands
 * (island.tsx), and the registry, which loads each island's code from its page, lists them; with
 * the names in the registry, the registry and the pages needed each other.
 */
export type IslandName =
  | 'hero-menus'
  | 'services-card'
  | 'resource-books'
  | 'newsletter-box'
  | 'calculators'
  | 'workshops-board'
  | 'budget-planner'
  | 'funeral-cover'
  | 'fna-wizard'
  | 'quote-form'
  | 'needs-analysis'
  | 'portal'
  | 'requested-documents'
  | 'advice-confirmation'
  | 'manage-booking'
  | 'newsletter-link'
  | 'own-registration';
