export { useReviewsDue } from './api/book';
export { ClientHousehold, ClientPicker } from './ClientHousehold';
export { ClientPolicies } from './ClientPolicies';
export { ClientReview } from './ClientReview';
export { PolicyDialog, type PolicyDialogTarget } from './PolicyDialog';
export { policyPrefillFromCard } from './policy-form';
