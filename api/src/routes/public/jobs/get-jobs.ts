import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { requestLanguage } from '../../../domain/language';
import { requireVisiblePage } from '../../../domain/visible-page';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { JobParamsSchema, JobSchema, JobsQuerySchema } from './job-schemas';

/** GET public/jobs and GET public/jobs/{url}; both 404 while the brand hides jobs (the default). */
export function getJobsRoutes(app: App): void {
  app.get(
    '/public/jobs',
    {
      schema: { tags: ['jobs'], summary: 'Open jobs', querystring: JobsQuerySchema, response: answers(Type.Array(JobSchema), 400, 404) },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'jobs');
      return app.repositories.jobs.all(requestLanguage(request.query.translate_language, request.headers['content-language']));
    },
  );
  app.get(
    '/public/jobs/:url',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job',
        params: JobParamsSchema,
        querystring: JobsQuerySchema,
        response: answers(JobSchema, 400, 404),
      },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'jobs');
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      const job = await app.repositories.jobs.byUrl(request.params.url, language);
      if (!job) throw notFound(formMessage(request, 'job_not_found'));
      return job;
    },
  );
}
