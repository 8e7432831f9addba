/**
 * Issue 58 (D34): an item the demo publishes from the spec's examples says so on the page.
 */

/** The mark an example carries, so nobody takes the spec's invented claims for the practice's. */
export function ExampleMark({ example, tone = 'light' }: { example: boolean; tone?: 'light' | 'dark' }) {
  if (!example) return null;
  return (
    <span
      className={`ml-2 inline-block rounded px-1.5 py-0.5 align-middle text-xs font-semibold uppercase ${
        tone === 'dark' ? 'bg-white/20 text-white' : 'bg-amber-100 text-amber-900'
      }`}
    >
      Example
    </span>
  );
}
