import { useEffect } from 'react';
import { useHost } from 'shared-contracts/react';

/** Sets the tab title to "<page> | <brand name>" while the page is shown. */
export function useDocumentTitle(page: string): void {
  const { brand } = useHost();
  useEffect(() => {
    document.title = page ? `${page} | ${brand.name}` : brand.name;
  }, [page, brand.name]);
}
