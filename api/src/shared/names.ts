/** The columns a person's display name is made of, for a relation's select: `{ createdBy: personNameSelect }`. */
export const personNameSelect = { select: { firstName: true, lastName: true } } as const;

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** "First Last", as every screen and legacy answer shows a person; trimmed, since either part may be empty. */
export function fullName(person: PersonName): string;
export function fullName(person: PersonName | null | undefined): string | null;
export function fullName(person: PersonName | null | undefined): string | null {
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

/** fullName in SQL, of the person row aliased `alias`: null when a LEFT JOIN found nobody. */
export const fullNameSql = (alias: string) => `trim(${alias}."firstName" || ' ' || ${alias}."lastName")`;

/**
 * The options of a schema field showing the name of the person a relation points at (who created,
 * approved or rejected a row): `approvedByFinanceName: t.string(personNameField('approvedByFinance'))`.
 * Null when nobody is recorded.
 */
export function personNameField<R extends string>(relation: R, description?: string) {
  return {
    nullable: true,
    description,
    select: { [relation]: personNameSelect } as Record<R, typeof personNameSelect>,
    resolve: (row: Record<R, PersonName | null>) => fullName(row[relation]),
  } as const;
}
