import { useQuery } from '@tanstack/react-query';
import { type SiteHealth, siteAttentionTitle } from '../../../domain/site/site-health';

/**
 * What Today says about the site itself (issue 46): a warning at the top when backups stopped,
 * e-mails are not going out or the data's disk is nearly full, and when the last backup was made.
 */
function useSiteStatus() {
  return useQuery<SiteHealth>({ queryKey: ['/api/admin/site-status'] });
}

export function SiteWarnings() {
  const { data } = useSiteStatus();
  if (!data || data.warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="site-warnings-title"
      className="mb-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:px-5"
    >
      <h2 id="site-warnings-title" className="font-semibold">
        {siteAttentionTitle}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {data.warnings.map((warning) => (
          <li key={warning.kind}>{warning.message}</li>
        ))}
      </ul>
    </section>
  );
}

export function LastBackup() {
  const { data } = useSiteStatus();
  // No backup yet is said once, among the warnings at the top.
  if (!data || data.warnings.some((warning) => warning.kind === 'no-backup')) return null;
  return <p className="mt-6 text-sm text-slate-600">{data.backupLine}</p>;
}
