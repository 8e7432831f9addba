export { erasureLedgerPath, readErasures } from './erasure-ledger';
export { reapplyErasures } from './erasure-restore';
export { retentionScheduler, runRetention } from './retention';
export { registerPrivacyRoutes } from './routes';
