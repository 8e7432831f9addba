import { useEffect, useRef, useState } from 'react';
import { pages } from '../../../content/pages';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';

/**
 * The draft's preview (issue 58): a public page as a publish would make it, at a phone's width
 * (375 px) or a laptop's (1280 px, scaled to fit), rendered by the server for the signed-in adviser
 * (`GET /api/admin/website/preview`). The page runs no script there: what it shows is what a
 * visitor sees before any script runs.
 */

const previewPages = pages
  .filter((page) => page.kind === 'public' && !page.noindex && !page.path.includes(':'))
  .map((page) => ({ value: page.path, label: `${page.title} (${page.path})` }));

const widths = { phone: { width: 375, height: 720 }, laptop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof widths;

/** The preview, shown when asked for (each showing renders the page on the server). */
export function Preview({ draftVersion }: { draftVersion: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-6 space-y-3">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {open ? 'Hide the preview' : 'Preview the draft'}
      </Button>
      {open ? <PreviewFrame draftVersion={draftVersion} /> : null}
    </div>
  );
}

function PreviewFrame({ draftVersion }: { draftVersion: string }) {
  const [path, setPath] = useState('/');
  const [width, setWidth] = useState<Width>('phone');
  const frame = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const size = widths[width];
  const scale = available > 0 ? Math.min(1, available / size.width) : 1;
  const src = `/api/admin/website/preview?path=${encodeURIComponent(path)}&draft=${encodeURIComponent(draftVersion)}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <SelectField label="Page to preview" value={path} options={previewPages} onChange={setPath} />
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Width: a phone’s or a laptop’s</legend>
          {(['phone', 'laptop'] as const).map((option) => (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 ${
                width === option ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="preview-width"
                className="size-4"
                checked={width === option}
                onChange={() => setWidth(option)}
              />
              {option === 'phone' ? '375 px wide' : '1280 px wide'}
            </label>
          ))}
        </fieldset>
      </div>
      <div ref={frame} className="overflow-hidden rounded-xl border border-slate-300 bg-slate-100">
        <div style={{ height: size.height * scale }}>
          <iframe
            key={src}
            title={`Preview of ${path} at ${width === 'phone' ? 'a phone’s' : 'a laptop’s'} width`}
            src={src}
            sandbox="allow-same-origin"
            style={{
              width: size.width,
              height: size.height,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
            }}
            className="block bg-white"
          />
        </div>
      </div>
    </div>
  );
}
