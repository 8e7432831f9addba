import { useEffect } from 'react';
import { documentTitle } from '../../content/pages';
import { siteConfig } from '../lib/site-config';

/**
 * Keeps the document title and description right after client-side navigation. The prerendered
 * HTML already carries them for the first load (scripts/build.ts writes them into each page).
 */
export function useDocumentMeta(title: string, description: string, path?: string) {
  useEffect(() => {
    document.title = documentTitle(title, siteConfig.businessName, path);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, path]);
}
