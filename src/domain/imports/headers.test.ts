import { describe, expect, it } from 'vitest';
import { normaliseHeader, recogniseHeader } from './headers';

describe('recogniseHeader: the forms advisers and insurers write their columns in', () => {
  it.each([
    ['Surname', 'surname'],
    ['First name(s)', 'firstNames'],
    ['First Name', 'firstNames'],
    ['FORENAMES', 'firstNames'],
    ['Name', 'name'],
    ['Policyholder', 'name'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['Cell', 'phone'],
    ['Cell No.', 'phone'],
    ['Mobile', 'phone'],
    ['ID No', 'idNumber'],
    ['ID number', 'idNumber'],
    ['ID/Passport', 'idNumber'],
    ['DOB', 'dateOfBirth'],
    ['Household', 'household'],
    ['Relationship', 'relationship'],
    ['Client ref', 'clientRef'],
    ['Insurer', 'insurer'],
    ['Policy no.', 'policyNumber'],
    ['Policy Number', 'policyNumber'],
    ['Policy #', 'policyNumber'],
    ['Product', 'product'],
    ['Status', 'status'],
    ['Start date', 'startDate'],
    ['Commencement Date', 'startDate'],
    ['Premium', 'premium'],
    ['Premium (N$)', 'premium'],
    ['Frequency', 'frequency'],
    ['Cover (N$)', 'cover'],
    ['Sum Assured', 'cover'],
    ['First-year commission %', 'firstYearPercent'],
    ['First-year commission (N$)', 'firstYearAmount'],
    ['Ongoing commission %', 'ongoingPercent'],
    ['Monthly premium (N$)', 'ignore'],
  ])('%s is %s', (header, field) => {
    expect(recogniseHeader(header)).toBe(field);
  });

  it.each(['Favourite colour', 'Broker code', ''])('%s is left for the adviser to map', (header) => {
    expect(recogniseHeader(header)).toBeNull();
  });

  it('compares headers in one form', () => {
    expect(normaliseHeader('  Premium (N$) ')).toBe('premium nad');
    expect(normaliseHeader('First name(s)')).toBe('first names');
    expect(normaliseHeader('Commission %')).toBe('commission percent');
  });
});
