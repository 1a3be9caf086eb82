import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { OPEN_HIRE_STATUSES, SEARCH_READING_HIRE_STATUSES } from '@ojeador/shared';
import { searchHires } from '../../db/schema/index.js';

type Operand = AnyColumn | SQL;

/**
 * Which expert is hired on a search, as conditions on the caller's rows (the results module ranks and badges the
 * ads the hired expert added, in the same single query that reads the page).
 */
export class ExpertAdsReadModel {
  /** `userId` is the expert of the search's open hire. */
  openHireExpert(searchId: Operand, userId: Operand): SQL {
    return this.expertOf(searchId, userId, OPEN_HIRE_STATUSES);
  }

  /** `userId` is the expert of a hire on the search that was accepted (open or finished). */
  hiredExpert(searchId: Operand, userId: Operand): SQL {
    return this.expertOf(searchId, userId, SEARCH_READING_HIRE_STATUSES);
  }

  private expertOf(searchId: Operand, userId: Operand, statuses: readonly string[]): SQL {
    const hired = and(eq(searchHires.searchId, searchId), eq(searchHires.expertId, userId), inArray(searchHires.status, [...statuses] as never[]));
    return sql`exists (select 1 from ${searchHires} where ${hired})`;
  }
}
