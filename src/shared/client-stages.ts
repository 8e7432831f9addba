/** The client stages live in src/domain/clients/stages.ts (issue 57: the import's reading needs them). */
export * from '../domain/clients/stages';
