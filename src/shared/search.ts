import type { ClientStage } from '../domain/clients/stages';

/**
 * Search from anywhere in the back office (issue 34): `GET /api/admin/search?q=` answers clients
 * (by name, phone in any form, e-mail or whole ID number), policies (by number) and enquiries
 * (the board's cards), at most five of each, with how many there are in all.
 */

export const searchGroupSize = 5;

export interface SearchResults {
  q: string;
  clients: {
    /** `dependant`: under 18 today (D37), said in place of the stage. */
    items: { id: string; name: string; detail: string; stage: ClientStage; dependant: boolean }[];
    total: number;
  };
  policies: { items: { id: string; policyNumber: string; detail: string }[]; total: number };
  enquiries: {
    items: { id: string; name: string; detail: string; clientId: string | null }[];
    total: number;
  };
}
