export { useReviewsDue } from './api/book';
export { ClientHousehold, ClientPicker } from './ClientHousehold';
export { ClientPolicies } from './ClientPolicies';
export { ClientReview } from './ClientReview';
export { PolicyDialog, type PolicyDialogTarget } from './PolicyDialog';
export { policyPrefillFromCard } from './policy-form';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadBookPage = () => import('./BookPage');
export const loadCommissionsPage = () => import('./CommissionsPage');
export const loadHouseholdPage = () => import('./HouseholdPage');
export const loadPoliciesPage = () => import('./PoliciesPage');
export const loadPolicyPage = () => import('./PolicyPage');
