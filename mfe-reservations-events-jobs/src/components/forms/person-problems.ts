import { emailProblem, fullNameProblem, phoneProblem, type FieldProblem } from 'shared-contracts/forms/person-fields';

export interface PersonValues {
  name: string;
  phone: string;
  email: string;
}

export type PersonProblems = Partial<Record<keyof PersonValues, FieldProblem>>;

/** The spec §5 checks the API makes too, run before sending; `phoneOptional` for the contact form. */
export function personProblems(values: PersonValues, { phoneOptional = false } = {}): PersonProblems {
  const problems: PersonProblems = {};
  const name = fullNameProblem(values.name);
  const email = emailProblem(values.email);
  const phone = phoneOptional && values.phone.trim() === '' ? null : phoneProblem(values.phone);
  if (name) problems.name = name;
  if (phone) problems.phone = phone;
  if (email) problems.email = email;
  return problems;
}
