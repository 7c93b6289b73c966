import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { translate } from '../domain/language';

export interface JobView {
  id: number;
  url: string;
  title: string;
  description: string;
  store_id: number | null;
}

export function jobsRepository(db: Kysely<Database>) {
  const view = (row: Selectable<Database['jobs']>, language: Language): JobView => ({
    id: row.id,
    url: row.url,
    title: translate(row.title, language),
    description: translate(row.description, language),
    store_id: row.store_id,
  });
  return {
    async all(language: Language): Promise<JobView[]> {
      const rows = await db.selectFrom('jobs').selectAll().orderBy('position').execute();
      return rows.map((row) => view(row, language));
    },

    async byUrl(url: string, language: Language): Promise<JobView | undefined> {
      const row = await db.selectFrom('jobs').selectAll().where('url', '=', url).executeTakeFirst();
      return row && view(row, language);
    },

    async apply(application: Omit<Insertable<Database['job_applications']>, 'id' | 'created_at'>): Promise<number> {
      const row = await db.insertInto('job_applications').values(application).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
