/**
 * A prose block the adviser wrote in Markdown (issue 58), as the HTML the server made of it and
 * sanitised (paragraphs, emphasis, lists, links to http(s), mailto: and tel: only): never HTML
 * from anywhere else. Links underlined, lists marked, paragraphs spaced, in the colours around it.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`space-y-3 [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (website/prose.ts) when published
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
