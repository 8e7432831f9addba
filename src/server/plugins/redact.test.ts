import { describe, expect, it } from 'vitest';
import { keysHiddenFrom, redact } from './redact';
import { linkArea } from './route-access';

/** What an answer looks like to each role (issue 34), worked out by hand for each case. */
describe('redact', () => {
  const answer = {
    id: 'c1',
    name: 'Ndapewa Iipinge',
    idNumber: '85061500123',
    policies: [{ policyNumber: 'SAN-1', commission: { ongoingPercent: 5 } }],
    readable: {
      fields: [
        { label: 'Applicant', value: 'Ndapewa Iipinge' },
        { label: 'ID number', value: '85061500123', sensitive: 'identity' },
      ],
    },
    answers: { healthStatus: 'good', smoker: 'no', goal: 'retire' },
    timeline: [
      { title: 'FNA submitted', href: '/api/fna/f1/pdf' },
      { title: 'Document received', href: '/api/admin/documents/d1' },
      { title: 'Policy', href: '/admin/policies/p1' },
      { title: 'Consultation', href: '/admin?tab=consultations&record=r1' },
    ],
  };
  const seenBy = (role: 'owner' | 'adviser' | 'assistant') => {
    const keys = keysHiddenFrom(role);
    const areas = new Set(keys.values());
    return keys.size > 0 ? redact(answer, keys, areas, role) : answer;
  };

  it('gives owners and advisers the whole answer', () => {
    expect(keysHiddenFrom('owner').size).toBe(0);
    expect(keysHiddenFrom('adviser').size).toBe(0);
    expect(seenBy('adviser')).toBe(answer);
  });

  it('leaves out of an assistant’s answer what they may not see, at any depth', () => {
    expect(seenBy('assistant')).toEqual({
      id: 'c1',
      name: 'Ndapewa Iipinge',
      policies: [{ policyNumber: 'SAN-1' }],
      readable: { fields: [{ label: 'Applicant', value: 'Ndapewa Iipinge' }] },
      answers: { goal: 'retire' },
      timeline: [
        { title: 'FNA submitted', href: null },
        { title: 'Document received', href: null },
        { title: 'Policy', href: '/admin/policies/p1' },
        { title: 'Consultation', href: '/admin?tab=consultations&record=r1' },
      ],
    });
  });

  it.each([
    ['/api/fna/f1/pdf', 'advice'],
    ['/api/admin/documents/d1', 'identity'],
    ['/api/admin/policies/export.csv', 'export'],
    ['/api/admin/policies/p1', 'frontDesk'],
    ['/api/admin/clients/c1?x=1', 'frontDesk'],
    ['/admin/policies/p1', undefined],
    ['/api/health', undefined],
  ])('finds the area of the link %s: %s', (href, area) => {
    expect(linkArea(href)).toBe(area);
  });
});
