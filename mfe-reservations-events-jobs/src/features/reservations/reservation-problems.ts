import { MAX_PERSONS } from 'shared-contracts/types/reservation';
import { personsCount } from '../../components/forms/persons-count';
import { personProblems, type PersonProblems, type PersonValues } from '../../components/forms/person-problems';

export interface ReservationValues extends PersonValues {
  storeId: string;
  date: string;
  hour: string;
  persons: string;
  message: string;
}

export type ReservationProblems = PersonProblems & Partial<Record<'storeId' | 'date' | 'hour' | 'persons', string>>;

/** Problem keys (texts `problem.*`) of a reservation before it is sent. */
export function reservationProblems(values: ReservationValues): ReservationProblems {
  const problems: ReservationProblems = personProblems(values);
  const persons = personsCount(values.persons);
  if (values.storeId === '') problems.storeId = 'store';
  if (values.date === '') problems.date = 'date';
  if (values.hour === '') problems.hour = 'hour';
  if (persons === null || persons < 1 || persons > MAX_PERSONS) problems.persons = 'persons';
  return problems;
}
