import type { FastifyRequest } from 'fastify';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import type { App } from '../app-instance';
import { notFound } from '../http-error';
import { formMessage } from './forms/form-messages';
import { showPagesOf } from './website-settings';

export type OptionalPage = keyof WebsiteSettings['show_pages'];

/**
 * A page the brand hides answers 404 on the API as on the screen (spec §2, §9); a form open from
 * before it was hidden shows the sentence, so it is in the visitor's language.
 */
export async function requireVisiblePage(app: App, request: Pick<FastifyRequest, 'headers'>, page: OptionalPage): Promise<void> {
  const website = await app.repositories.website.website();
  if (!showPagesOf(website)[page]) throw notFound(formMessage(request, 'page_hidden'));
}
