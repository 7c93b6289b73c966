import type { ColumnType, Generated } from 'kysely';

/** Ordering at the table (issue 9). */
export interface TableOrderingTables {
  store_tables: {
    id: Generated<number>;
    store_id: number;
    number: string;
    link: string;
    created_at: Generated<Date>;
  };
  table_requests: {
    id: Generated<number>;
    table_id: number;
    kind: TableRequestKind;
    created_at: Generated<Date>;
    acknowledged_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}

export type TableRequestKind = 'waiter' | 'bill';
