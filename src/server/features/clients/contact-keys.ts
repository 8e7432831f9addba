/** The keys a person is recognised by (D21): pure rules, in domain/ (the ledger of erasures reads them too). */
export { contactKeys, emailKey, phoneKey, toE164 } from '../../../domain/clients/contact-keys';
