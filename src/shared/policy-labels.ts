/** The policy labels live in src/domain/book/policy-labels.ts (issue 57: the import's reading needs them). */
export * from '../domain/book/policy-labels';
