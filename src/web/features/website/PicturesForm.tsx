import { useId, useState } from 'react';
import {
  type WebsiteDetails,
  type WebsiteImageKind,
  websiteImageSizes,
  websiteImageUrl,
} from '../../../shared/website';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useChangeDraft, useUploadPicture } from './api/website';

/**
 * The logo and the adviser's photo (issue 58): uploaded into the draft (checked and resized by
 * the server), shown here as the pages will show them, removed from the draft at a click.
 */

const names: Record<WebsiteImageKind, { title: string; hint: string }> = {
  logo: {
    title: 'Logo',
    hint: `Shown in the header of every page, ${websiteImageSizes.logo.height} pixels high. A JPEG, PNG or WebP at least ${websiteImageSizes.logo.height * 2} pixels high, up to 10 MB.`,
  },
  photo: {
    title: 'Your photo',
    hint: `Shown round on the home page. A JPEG, PNG or WebP at least ${websiteImageSizes.photo.height * 2} by ${websiteImageSizes.photo.height * 2} pixels, up to 10 MB; the middle is kept.`,
  },
};

function PictureField({ kind, details }: { kind: WebsiteImageKind; details: WebsiteDetails }) {
  const upload = useUploadPicture();
  const change = useChangeDraft();
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const image = details[kind];
  const { title, hint } = names[kind];
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      await upload.mutateAsync({ kind, file });
      toast({
        title: 'Draft saved',
        description: `The ${kind === 'logo' ? 'logo' : 'photo'} is in the draft.`,
      });
    } catch (failure) {
      const message = failure instanceof RequestError ? failure.serverFields?.file : undefined;
      if (message) setError(message);
      else toast({ variant: 'destructive', title: 'Error', description: describeError(failure) });
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="font-medium text-slate-800">{title}</p>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {image ? (
          <img
            src={websiteImageUrl(image)}
            srcSet={`${websiteImageUrl(image, 2)} 2x`}
            width={image.width}
            height={image.height}
            alt={`${title} as the pages show it`}
            className={kind === 'photo' ? 'size-20 rounded-full object-cover' : 'h-9 w-auto'}
          />
        ) : (
          <span className="text-sm text-slate-600">None yet.</span>
        )}
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-700">
          {upload.isPending ? 'Uploading...' : image ? `Replace the ${kind}` : `Upload a ${kind}`}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={upload.isPending}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {image ? (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() =>
              change
                .mutateAsync({ details: { [kind]: null } })
                .then(() => toast({ title: 'Draft saved', description: `The ${kind} is out of the draft.` }))
                .catch((failure: unknown) =>
                  toast({ variant: 'destructive', title: 'Error', description: describeError(failure) }),
                )
            }
          >
            Remove the {kind}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PicturesForm({ details }: { details: WebsiteDetails }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PictureField kind="logo" details={details} />
      <PictureField kind="photo" details={details} />
    </div>
  );
}
