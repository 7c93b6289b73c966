import type { WebsiteSettings } from 'shared-contracts/types/settings';
import type { App } from '../app-instance';
import { HttpError } from '../http-error';
import { showPagesOf } from './website-settings';

export type OptionalPage = keyof WebsiteSettings['show_pages'];

/** A page the brand hides answers 404 on the API as on the screen (spec §2, §9). */
export async function requireVisiblePage(app: App, page: OptionalPage): Promise<void> {
  const website = await app.repositories.website.website();
  if (!showPagesOf(website)[page]) throw new HttpError(404, 'This page is not available.');
}
